# language: es
Característica: P5 — ¿a ocho reyes o a cuatro reyes?
  Pregunta P5, opción «cuatro-reyes» (cada 3 es un tres y cada 2 un dos) frente a «confirmar»
  (ocho reyes, FEM II.3: todo 3 es rey y todo 2 es as). La misma jugada, toda en
  paso, con las dos modalidades: con treses y doses en la mesa cambian la grande, la chica, los
  pares y el juego, y el marcador pasa de ser todo de A a ser todo de B.

  Regla: CONVENCION-modalidad — a ocho reyes el 3 es rey y el 2 es as; a cuatro reyes son ellos mismos

    @P5 @CONVENCION-modalidad @FEM-II.3
    Esquema del escenario: a <modalidad>, la jugada en paso es toda de la pareja <g>
      Dado la regla "deck_mode" vale "<modo>"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 3o 3c 2e 1b |
        | 1       | So Co 7o 5o |
        | 2       | Rb Cb Sb 2c |
        | 3       | Ro Rc 1o 1c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # Pares: a ocho reyes el asiento 0 tiene R R A A (duples), a cuatro reyes 3 3 2 1 (par de
      # treses); el asiento 3 tiene duples de reyes y ases con las dos; el 1 y el 2 no tienen.
      Entonces los asientos declaran pares en orden: 0 sí, 1 no, 2 no, 3 sí
      Y el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 3
      Cuando pasan los asientos 0, 3
      # Juego: 1 = 10 + 10 + 7 + 5 = 32 con las dos; 2 = R C S y el 2: 31 a ocho reyes (el 2 vale 1),
      # 32 a cuatro reyes (vale 2); 0 = 22 o 9 y 3 = 22, sin juego.
      Entonces los asientos declaran juego en orden: 0 no, 1 sí, 2 sí, 3 no
      Y el lance de juego empieza con mano el asiento 1 y hablan los asientos 1, 2
      Cuando pasan los asientos 1, 2
      # Grande: a ocho reyes 0 (R R A A) empata con 3 (R R A A) y gana el 0, más cerca de la mano;
      # a cuatro reyes el 0 solo tiene un 3 arriba y gana el 3 (R R 1 1) al 2 (R C S 2).
      Entonces el lance de grande lo gana la pareja <g> con el asiento <ga>
      # cálculo: grande en paso, 1 para la pareja <g>
      Y la pareja <g> se apunta 1 tanto de paso en grande
      # Chica: a ocho reyes 0 (A A R R) empata con 3 (A A R R) y gana el 0; a cuatro reyes
      # 3 (1 1 R R) gana a 0 (1 2 3 3) en la segunda carta.
      Y el lance de chica lo gana la pareja <g> con el asiento <ca>
      # cálculo: chica en paso, 1 para la pareja <g>
      Y la pareja <g> se apunta 1 tanto de paso en chica
      # Pares: a ocho reyes los duples de 0 y de 3 empatan (reyes y ases) y gana el 0; a cuatro
      # reyes los duples del 3 ganan al par de treses del 0.
      Y el lance de pares lo gana la pareja <g> con el asiento <pa>
      # cálculo: los duples del asiento <pa>: 3 (su compañero no tiene pares)
      Y la pareja <g> se apunta 3 tantos de pares en pares por el asiento <pa>
      # Juego: a ocho reyes la 31 del 2 gana a la 32 del 1; a cuatro reyes los dos tienen 32 y
      # gana el 1, más cerca de la mano.
      Y el lance de juego lo gana la pareja <g> con el asiento <ja>
      # cálculo: la 31 vale 3 y la 32, 2: <jt> para la pareja <g> por el asiento <ja>
      Y la pareja <g> se apunta <jt> tantos de juego en juego por el asiento <ja>
      Y no hay más tantos
      # cálculo: 1 + 1 + 3 + <jt> = <total> para la pareja <g>; la otra, 0
      Y el marcador es A <a> - B <b>

      @opcion:confirmar
      Ejemplos: confirmar (ocho reyes)
        | modo       | modalidad  | g | ga | ca | pa | ja | jt | total | a | b |
        | ocho_reyes | ocho reyes | A | 0  | 0  | 0  | 2  | 3  | 8     | 8 | 0 |

      @opcion:cuatro-reyes
      Ejemplos: cuatro-reyes
        | modo         | modalidad    | g | ga | ca | pa | ja | jt | total | a | b |
        | cuatro_reyes | cuatro reyes | B | 3  | 3  | 3  | 1  | 2  | 7     | 0 | 7 |
