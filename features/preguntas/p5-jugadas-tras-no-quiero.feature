# language: es
Característica: P5 — tras un «no quiero», ¿quién cobra las jugadas?
  Pregunta P5, opción «jugadas-a-la-mejor» frente a «confirmar». En los dos casos el envite no querido paga en el acto su
  negada a quien envidó. Al contar, con «confirmar» el lance es de la pareja que envidó, que cobra
  sus propias jugadas aunque las de los contrarios sean mejores; con «jugadas-a-la-mejor» las
  jugadas las cobra la pareja que tiene la mejor, como si nadie hubiera envidado.

  Regla: CONVENCION-jugadas-tras-no-quiero — tras un no quiero, cobra sus jugadas la pareja que envidó o la que tiene la mejor jugada

    @P5 @CONVENCION-jugadas-tras-no-quiero @FEM-VI.7
    Esquema del escenario: A envida a pares con un par de reyes, B no quiere con duples y los pares los cobra la pareja <p>
      Dado la regla "jugadas_tras_no_quiero" vale "<regla>"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc So Sc |
        | 2       | 7o 6c 4e 1e |
        | 3       | 5o 6o 7c 4o |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # Pares: par de reyes del 0 (A) y duples de caballos y sotas del 1 (B); el 2 y el 3 no tienen.
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 0 envida
      # El 3, compañero del 1, no tiene pares y no habla: el no quiero del 1 cierra el envite.
      Y el asiento 1 no quiere
      # cálculo: primer envite de pares no querido: negada = 1 para A, en el acto, con las dos reglas
      Entonces la pareja A se apunta 1 tanto de negada en pares
      # Solo el 1 tiene juego (10 + 10 + 10 + 10 = 40): no hay lance de juego ni punto y se cuenta.
      # cálculo: grande en paso: R R 5 4 (asiento 0) gana a C C S S → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 6 7 (asiento 2), la única con as → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja <p> <razón>
      # cálculo: con «confirmar» A cobra su par de reyes (asiento 0) = 1; con «jugadas-a-la-mejor»
      # los duples del asiento 1 ganan al par de reyes y B los cobra = 3
      Y la pareja <p> se apunta <pt> tantos de pares en pares por el asiento <pa>
      Y el lance de juego lo gana la pareja B por no tener rival
      # cálculo: solo el asiento 1 tiene juego (40): B lo cobra sin lance, 2
      Y la pareja B se apunta 2 tantos de juego en juego por el asiento 1
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 = 3, más 1 de pares con «confirmar»: <a>; B 2, más 3 de pares con «jugadas-a-la-mejor»: <b>
      Y el marcador es A <a> - B <b>

      @opcion:confirmar
      Ejemplos: confirmar (las cobra la pareja que gana el lance)
        | regla             | p | razón            | pt | pa | a | b |
        | ganador_del_lance | A | por el no quiero | 1  | 0  | 4 | 2 |

      @opcion:jugadas-a-la-mejor
      Ejemplos: jugadas-a-la-mejor (las cobra la pareja con la mejor jugada)
        | regla        | p | razón            | pt | pa | a | b |
        | mejor_jugada | B | por mejor jugada | 3  | 1  | 3 | 5 |
