# language: es
Característica: Escenarios que cierran supervivientes de las pruebas de mutación — envites grandes y órdenes de las jugadas

  Escenarios escritos para matar mutantes del motor que la especificación dejaba vivos
  (reports/mutantes.md, make mutantes). Cada uno comprueba una regla de su convención en un caso que
  ningún otro escenario tocaba: envites y subidas por encima de lo habitual, una tercera carta que
  decide la grande o la chica, cuatro cartas iguales frente a duples de una pareja mayor.

  Regla: CONVENCION-subida — «N más» suma N al envite; el envite querido es el total

    @CONVENCION-subida @CONVENCION-tope-envite
    Escenario: un envite de 35 subido 10 más queda en 45, y uno de 2 subido 12 más en 14
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y la regla "max_bet" vale 99
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 35
      Entonces se emite el evento BetPlaced con seat=0, amount=35, total=35
      Cuando el asiento 1 sube 10
      # cálculo: 35 + 10 = 45
      Entonces se emite el evento BetRaised con seat=1, amount=10, total=45
      Cuando el asiento 2 quiere
      Entonces se emite el evento BetAccepted con seat=2, total=45
      Cuando el asiento 0 envida
      Y el asiento 1 sube 12
      # cálculo: 2 + 12 = 14
      Entonces se emite el evento BetRaised con seat=1, amount=12, total=14
      Cuando el asiento 2 quiere
      Entonces se emite el evento BetAccepted con seat=2, total=14

  Regla: CONVENCION-tope-envite — ningún envite pasa de max_bet, pero se puede llegar a él

    @CONVENCION-tope-envite
    Escenario: un envido de 2 subido 97 más llega justo a 99 y vale
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y la regla "max_bet" vale 99
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 sube 97
      # cálculo: 2 + 97 = 99 = max_bet
      Entonces se emite el evento BetRaised con seat=1, amount=97, total=99

  Regla: CONVENCION-orden-grande — carta a carta desde la más alta

    @CONVENCION-orden-grande
    Escenario: en grande, rey-rey-rey-as gana a rey-rey-caballo-caballo por la tercera carta
      # Reparte el asiento 3: mano el 0. Grande: asiento 0 R R C C (el 3 es rey), asiento 1
      # R R R A; la tercera carta, rey contra caballo, da el lance al asiento 1. Los asientos 2 y 3
      # no pasan del siete. Pares y juego (40 y 31) los juegan los asientos 0 y 1.
      Dado reparte el asiento 3
      Y la regla "deck_mode" vale "ocho_reyes"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Rb 3o Co Cc |
        | 1       | Ro Rc Re 1o |
        | 2       | 7c 6e 5o 4c |
        | 3       | 7e 6b 5c 4e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1
      Y pasan los asientos 0, 1
      Entonces el lance de grande lo gana la pareja B con el asiento 1

  Regla: CONVENCION-orden-chica — carta a carta desde la más baja

    @CONVENCION-orden-chica
    Escenario: en chica, as-as-cuatro-rey gana a as-as-cinco-seis por la tercera carta desde abajo
      # Reparte el asiento 3: mano el 0. Chica: asiento 0 A A 4 R, asiento 1 A A 5 6 (el 2 es as);
      # las dos más bajas empatan y la tercera, cuatro contra cinco, da el lance al asiento 0 aunque
      # su cuarta carta, el rey, sea peor que el seis. Los asientos 2 y 3 no bajan del siete.
      # Pares (de ases) los juegan los asientos 0 y 1; juego (37 y 37), los asientos 2 y 3.
      Dado reparte el asiento 3
      Y la regla "deck_mode" vale "ocho_reyes"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2c 4o Ro |
        | 1       | 1e 2b 5c 6c |
        | 2       | Rc Cc Sc 7o |
        | 3       | Re Ce Se 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1
      Y pasan los asientos 2, 3
      Entonces el lance de chica lo gana la pareja A con el asiento 0

  Regla: CONVENCION-orden-pares — los duples se comparan por la pareja mayor, también cuatro iguales

    @CONVENCION-orden-pares
    Escenario: en pares, duples de reyes y cuatros ganan a cuatro seises, que son duples de seises
      # Reparte el asiento 3: mano el 0. Pares: asiento 0 cuatro seises (duples de seises y seises),
      # asiento 1 duples de reyes y cuatros: la pareja mayor, rey contra seis, da el lance al
      # asiento 1. Nadie tiene juego: 24, 10+10+4+4 = 28, 10+10+7+1 = 28, 10+10+7+1 = 28.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 6o 6c 6e 6b |
        | 1       | Ro Rc 4o 4c |
        | 2       | Co Sc 7e 1b |
        | 3       | Cb Sb 7o 1e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares lo gana la pareja B con el asiento 1
