package evidence

// Counts counts results or rows by status; the JSON field names are the
// ones certificates have always used, plus the newer statuses.
type Counts struct {
	Pasa         int `json:"pasa"`
	Falla        int `json:"falla"`
	Error        int `json:"error"`
	Tiempo       int `json:"tiempo"`
	NoAplica     int `json:"no_aplica"`
	Esperado     int `json:"esperado"`
	Consecuencia int `json:"consecuencia"`
	Adaptador    int `json:"adaptador"`
	SinPruebas   int `json:"sin_pruebas"`
	Total        int `json:"total"`
}

// Add counts one status.
func (c *Counts) Add(s Status) {
	switch s {
	case Pasa:
		c.Pasa++
	case Falla:
		c.Falla++
	case Error:
		c.Error++
	case Tiempo:
		c.Tiempo++
	case NoAplica:
		c.NoAplica++
	case Esperado:
		c.Esperado++
	case Consecuencia:
		c.Consecuencia++
	case Adaptador:
		c.Adaptador++
	case SinPruebas:
		c.SinPruebas++
	}
	c.Total++
}

// Of returns the count of one status.
func (c Counts) Of(s Status) int {
	switch s {
	case Pasa:
		return c.Pasa
	case Falla:
		return c.Falla
	case Error:
		return c.Error
	case Tiempo:
		return c.Tiempo
	case NoAplica:
		return c.NoAplica
	case Esperado:
		return c.Esperado
	case Consecuencia:
		return c.Consecuencia
	case Adaptador:
		return c.Adaptador
	case SinPruebas:
		return c.SinPruebas
	}
	return 0
}

// Join adds the counts of o to c.
func (c *Counts) Join(o Counts) {
	c.Pasa += o.Pasa
	c.Falla += o.Falla
	c.Error += o.Error
	c.Tiempo += o.Tiempo
	c.NoAplica += o.NoAplica
	c.Esperado += o.Esperado
	c.Consecuencia += o.Consecuencia
	c.Adaptador += o.Adaptador
	c.SinPruebas += o.SinPruebas
	c.Total += o.Total
}
