package preguntas

import (
	"math/big"
	"strings"
)

// The statistics of the report are computed from integer sums with
// math/big (integers and software floating point of fixed precision), so
// the same games give the same text on any machine: no float64, whose
// fused multiply-adds may differ between architectures.

// prec is the precision, in bits, of the big.Float arithmetic.
const prec = 128

// acc accumulates integer values for a mean and a standard deviation.
type acc struct {
	n, sum, sumsq int64
}

// add adds one value.
func (a *acc) add(v int64) {
	a.n++
	a.sum += v
	a.sumsq += v * v
}

// stat returns the mean and the (population) standard deviation with two
// decimals: mean = sum/n, sd = sqrt(n·sumsq − sum²)/n.
func (a acc) stat() Stat {
	if a.n == 0 {
		return Stat{N: 0, Mean: "—", SD: "—"}
	}
	n := newFloat().SetInt64(a.n)
	mean := newFloat().Quo(newFloat().SetInt64(a.sum), n)
	v := new(big.Int).Mul(big.NewInt(a.n), big.NewInt(a.sumsq))
	v.Sub(v, new(big.Int).Mul(big.NewInt(a.sum), big.NewInt(a.sum)))
	if v.Sign() < 0 {
		v.SetInt64(0)
	}
	sd := newFloat().Sqrt(newFloat().SetInt(v))
	sd.Quo(sd, n)
	return Stat{N: int(a.n), Mean: decimal(mean, 2), SD: decimal(sd, 2)}
}

func newFloat() *big.Float { return new(big.Float).SetPrec(prec) }

// decimal formats x with the given decimals and a decimal comma.
func decimal(x *big.Float, decimals int) string {
	s := x.Text('f', decimals)
	if s == "-0" || strings.HasPrefix(s, "-0.") && strings.Trim(s[3:], "0") == "" {
		s = s[1:]
	}
	return strings.Replace(s, ".", ",", 1)
}

// z95 is the 97.5 % quantile of the normal distribution, for a 95 %
// interval.
var z95 = func() *big.Float {
	z, _, err := big.ParseFloat("1.959963984540054", 10, prec, big.ToNearestEven)
	if err != nil {
		panic(err)
	}
	return z
}()

// share returns count out of total as a percentage with one decimal and
// its 95 % Wilson score interval:
//
//	(k + z²/2 ∓ z·sqrt(k(n−k)/n + z²/4)) / (n + z²)
func share(k, n int) Share {
	s := Share{Count: k, Total: n}
	if n <= 0 {
		s.Percent, s.Low, s.High = "—", "—", "—"
		return s
	}
	hundred := newFloat().SetInt64(100)
	K, N := newFloat().SetInt64(int64(k)), newFloat().SetInt64(int64(n))
	s.Percent = decimal(newFloat().Quo(newFloat().Mul(K, hundred), N), 1)
	z2 := newFloat().Mul(z95, z95)
	// root = z·sqrt(k(n−k)/n + z²/4)
	in := newFloat().Quo(newFloat().SetInt64(int64(k)*int64(n-k)), N)
	in.Add(in, newFloat().Quo(z2, newFloat().SetInt64(4)))
	root := newFloat().Mul(z95, newFloat().Sqrt(in))
	center := newFloat().Add(K, newFloat().Quo(z2, newFloat().SetInt64(2)))
	den := newFloat().Add(N, z2)
	lo := newFloat().Quo(newFloat().Sub(center, root), den)
	hi := newFloat().Quo(newFloat().Add(center, root), den)
	if lo.Sign() < 0 {
		lo.SetInt64(0)
	}
	if hi.Cmp(newFloat().SetInt64(1)) > 0 {
		hi.SetInt64(1)
	}
	s.Low = decimal(lo.Mul(lo, hundred), 1)
	s.High = decimal(hi.Mul(hi, hundred), 1)
	return s
}
