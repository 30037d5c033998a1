# language: es
Característica: Variantes que musfem no implementa
  Las variantes regionales y de torneo que el catálogo marca «no implementada» no tienen clave de
  configuración: un fichero de reglas que las nombra se rechaza con un mensaje que cita la clave y
  su entrada del catálogo, en vez de jugarse en silencio con otras reglas.

  Regla: CONVENCION-31-real — 31 real: no implementada

    @CONVENCION-31-real
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-31-real
      Entonces la configuración «real_enabled = true» se rechaza por CONVENCION-31-real

  Regla: CONVENCION-pedrete — pedrete: no implementada

    @CONVENCION-pedrete
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-pedrete
      Entonces la configuración «pedrete_bonus = 1» se rechaza por CONVENCION-pedrete

  Regla: CONVENCION-baraja-36 — baraja riojana de 36 cartas: no implementada

    @CONVENCION-baraja-36
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-baraja-36
      Entonces la configuración «deck_mode = "rioja_36"» se rechaza por CONVENCION-baraja-36

  Regla: CONVENCION-mus-corrido — mus corrido en la primera mano: no implementada

    @CONVENCION-mus-corrido
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-mus-corrido
      Entonces la configuración «first_hand_mus_corrido = true» se rechaza por CONVENCION-mus-corrido

  Regla: CONVENCION-vacas — vacas: no implementada

    @CONVENCION-vacas
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-vacas
      Entonces la configuración «vacas_enabled = true» se rechaza por CONVENCION-vacas

  Regla: CONVENCION-apertura-fuera-de-turno — abrir un lance fuera de turno: no implementada

    @CONVENCION-apertura-fuera-de-turno
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-apertura-fuera-de-turno
      Entonces la configuración «open_out_of_turn = true» se rechaza por CONVENCION-apertura-fuera-de-turno

  Regla: CONVENCION-quiero-mas-alto — si los compañeros no coinciden, vale la acción más alta: no implementada

    @CONVENCION-quiero-mas-alto
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-quiero-mas-alto
      Entonces la configuración «partner_conflict = "highest_wins"» se rechaza por CONVENCION-quiero-mas-alto

  Regla: CONVENCION-servir-de-uno-en-uno — servir de una en una si los cuatro tiran cuatro: no implementada

    @CONVENCION-servir-de-uno-en-uno
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-servir-de-uno-en-uno
      Entonces la configuración «serve_discards = "one_by_one_if_all_four"» se rechaza por CONVENCION-servir-de-uno-en-uno

  Regla: CONVENCION-ordago-cuenta-previos — el órdago no anula los lances anteriores: no implementada

    @CONVENCION-ordago-cuenta-previos
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-ordago-cuenta-previos
      Entonces la configuración «ordago_cancels_prior_accepted_bets = false» se rechaza por CONVENCION-ordago-cuenta-previos

  Regla: CONVENCION-envite-falta-es-ordago — un envite que cubre lo que falta es un órdago: no implementada

    @CONVENCION-envite-falta-es-ordago
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-envite-falta-es-ordago
      Entonces la configuración «bet_at_falta_is_ordago = true» se rechaza por CONVENCION-envite-falta-es-ordago

  Regla: CONVENCION-descarte-aparte — dejar aparte el descarte del último por servir: no implementada

    @CONVENCION-descarte-aparte
    Escenario: nombrarla en el fichero de reglas es un error que cita CONVENCION-descarte-aparte
      Entonces la configuración «keep_last_player_discard_apart = true» se rechaza por CONVENCION-descarte-aparte
