# language: es
Característica: Convenciones de valores — órdenes de las jugadas, valor de las cartas y de las jugadas, desempate

  El Reglamento da por sabidos el orden de las cartas en cada lance, el valor de las cartas y de
  las jugadas y el desempate. Cada regla de este fichero es una [CONVENCIÓN] del catálogo.

  En los esquemas, reparte el asiento 3 y es mano el asiento 0; los asientos 0 (pareja A) y 1
  (pareja B) llevan las manos que se comparan y los asientos 2 y 3 llevan manos que pierden ese
  lance. Nadie tiene juego salvo donde se dice, y entonces se juega el punto entre los cuatro.

  Regla: CONVENCION-orden-grande — en grande: R > C > S > 7 > 6 > 5 > 4 > A, carta a carta desde la más alta; el 3 es rey y el 2 es as

    @CONVENCION-orden-grande
    Esquema del escenario: en grande, <por qué>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <mano0>     |
        | 1       | <mano1>     |
        | 2       | Ce Se 6e 1e |
        | 3       | Cb Sb 6b 1b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de grande lo gana la pareja <pareja> con el asiento <asiento>

      Ejemplos:
        | mano0       | mano1       | pareja | asiento | por qué                                                   |
        | Co So 7o 1o | Rc 6c 5c 4c | B      | 1       | el rey gana al caballo aunque las demás cartas sean peores |
        | Ro Co 5o 4o | Rc Sc 6c 4c | A      | 0       | con el mismo rey, el caballo gana a la sota                |
        | Ro 7o 6o 5o | Rc Sc 5c 4c | B      | 1       | la sota gana al siete                                      |
        | Ro 7o 5o 4o | Rc 6c 5c 4c | A      | 0       | el siete gana al seis                                      |
        | Ro 7o 6o 1o | Rc 7c 5c 4c | A      | 0       | en la tercera carta el seis gana al cinco                  |
        | Co So 7o 1o | 3c 6c 5c 4c | B      | 1       | el tres es rey y gana al caballo                           |
        | 3o 7o 5o 4o | Rc 7c 5c 4c | A      | 0       | el tres y el rey empatan y gana la mano                    |
        | Ro 7o 5o 1o | Rc 7c 5c 2c | A      | 0       | el dos y el as empatan y gana la mano                      |

    @CONVENCION-orden-grande
    Escenario: en grande, rey-rey-rey-as gana a rey-rey-caballo-caballo por la tercera carta
      # Reparte el asiento 3: es mano el 0. Grande: asiento 0 R R C C (el 3 es rey), asiento 1
      # R R R A; la tercera carta, rey contra caballo, da el lance al asiento 1. Los asientos 2 y 3
      # no pasan del siete. Los pares (duples y medias) y el juego (40 y 31) los juegan los
      # asientos 0 y 1.
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

  Regla: CONVENCION-orden-chica — en chica: el orden inverso, carta a carta desde la más baja

    @CONVENCION-orden-chica
    Esquema del escenario: en chica, <por qué>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <mano0>     |
        | 1       | <mano1>     |
        | 2       | Se 7e 6e 5e |
        | 3       | Sb 7b 6b 5b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de chica lo gana la pareja <pareja> con el asiento <asiento>

      Ejemplos:
        | mano0       | mano1       | pareja | asiento | por qué                                                    |
        | 4o 5o 6o 7o | 1c 5c 6c 7c | B      | 1       | el as gana al cuatro                                        |
        | 1o 4o Ro Co | 1c 5c 6c 7c | A      | 0       | con el mismo as, el cuatro gana al cinco aunque haya figuras |
        | 1o 4o 5o Co | 1c 4c 5c Sc | B      | 1       | en la cuarta carta la sota gana al caballo                 |
        | 2o 5o 6o 7o | 1c 5c 6c 7c | A      | 0       | el dos es as: empatan y gana la mano                       |
        | 3o 4o 5o 6o | Cc 4c 5c 6c | B      | 1       | el tres es rey y pierde con el caballo                     |

    @CONVENCION-orden-chica
    Escenario: en chica, as-as-cuatro-rey gana a as-as-cinco-seis por la tercera carta desde abajo
      # Reparte el asiento 3: es mano el 0. Chica: asiento 0 A A 4 R, asiento 1 A A 5 6 (el 2 es
      # as); las dos más bajas empatan y la tercera, cuatro contra cinco, da el lance al asiento 0
      # aunque su cuarta carta, el rey, sea peor que el seis. Los asientos 2 y 3 no bajan del siete.
      # Los pares (de ases) los juegan los asientos 0 y 1; el juego (37 y 37), los asientos 2 y 3.
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

    @CONVENCION-orden-grande @CONVENCION-orden-chica
    Escenario: la grande la decide la primera carta distinta desde arriba y la chica la primera distinta desde abajo
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Cc 7e 1b |
        | 1       | Rc Co 6e 5o |
        | 2       | 1o 5c 6b Sb |
        | 3       | 1c 4c 7o Rb |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de grande lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: R C 7 1 (0) y R C 6 5 (1) empatan en R y C; 7 > 6 decide, aunque 1 > el as de abajo → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      Y el lance de chica lo gana la pareja B con el asiento 3 por mejor jugada
      # cálculo: 1 4 7 R (3) y 1 5 6 S (2) empatan en el as; 4 < 5 decide, aunque R > S arriba → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de pares no se juega
      Y el lance de juego lo gana la pareja B por no tener rival
      # cálculo: solo el asiento 1 tiene juego (31): B lo cobra sin lance, 3
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 1
      Y no hay más tantos
      # cálculo: A 1; B 1 + 3 = 4
      Y el marcador es A 1 - B 4

  Regla: CONVENCION-valor-cartas — figuras y treses valen 10; ases y doses, 1; las demás, su número

    @CONVENCION-valor-cartas @CONVENCION-orden-juego
    Escenario: tres, caballo, sota y as son 31 y se declara juego; rey, sota, siete y dos son 28
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 3o Co So 1o |
        | 1       | Rc Sc 7c 2c |
        | 2       | Ce Se 6e 4e |
        | 3       | Rb 7b 6b 5b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # 10 + 10 + 10 + 1 = 31; 10 + 10 + 7 + 1 = 28; 10 + 10 + 6 + 4 = 30; 10 + 7 + 6 + 5 = 28
      Entonces los asientos declaran juego en orden: 0 sí, 1 no, 2 no, 3 no
      Y el lance de juego lo gana la pareja A por no tener rival
      # cálculo: la 31 del asiento 0, 3 tantos para A
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0

    @CONVENCION-valor-cartas @CONVENCION-modalidad
    Esquema del escenario: el punto suma el 3 como 10 y el 2 como 1 a ocho reyes, y como 3 y 2 a cuatro reyes (aquí, <modalidad>)
      Dado la regla "deck_mode" vale "<modo>"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 3o 2o 7o 6o |
        | 1       | 5c 6c 7c 4c |
        | 2       | 1e 4e 5e 6e |
        | 3       | 1b 4b 5b 7b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # <suma> contra 5 + 6 + 7 + 4 = 22 del asiento 1
      Entonces el lance de punto lo gana la pareja <pareja> con el asiento <asiento>

      Ejemplos:
        | modo         | modalidad      | suma                    | pareja | asiento |
        | ocho_reyes   | a ocho reyes   | 10 + 1 + 7 + 6 = 24     | A      | 0       |
        | cuatro_reyes | a cuatro reyes | 3 + 2 + 7 + 6 = 18      | B      | 1       |

  Regla: CONVENCION-orden-pares — par < medias < duples; cuatro iguales son duples; los duples por la pareja mayor; las sueltas no desempatan

    @CONVENCION-orden-pares
    Esquema del escenario: en pares, <por qué>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <mano0>     |
        | 1       | <mano1>     |
        | 2       | Sb 7b 5b 1b |
        | 3       | Ce Se 4e 1e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando pasan los asientos 0, 1
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares lo gana la pareja <pareja> con el asiento <asiento>

      Ejemplos:
        | mano0       | mano1       | pareja | asiento | por qué                                                        |
        | Ro Rc 1o 4o | 5o 5c 5e 1c | B      | 1       | medias de cincos ganan a un par de reyes                        |
        | 7o 7c 7e 1o | 4o 4c 5o 5c | B      | 1       | duples de cincos y cuatros ganan a medias de sietes             |
        | 6o 6c 6e 6b | 5o 5c 4o 4c | A      | 0       | cuatro seises son duples (de seises) y ganan a cincos y cuatros |
        | Co Cc 1o 4o | 3o Rc 1c 4c | B      | 1       | un tres y un rey son par de reyes y ganan al de caballos        |
        | 2o 1c 5o 6o | 1o 2c 4o 7c | A      | 0       | un dos y un as son par de ases: empatan y gana la mano          |
        | Ro 3c 4o 4c | So Sc 5o 5c | A      | 0       | en duples decide la pareja mayor: reyes ganan a sotas           |
        | Ro Rc 4o 4c | 3o 3c 5o 5c | B      | 1       | con la misma pareja mayor decide la menor: cincos a cuatros     |
        | Ro Rc 1o 4o | 3o 3c 6c 4c | A      | 0       | el mismo par empata aunque las sueltas sean mejores: gana la mano |
        | 6o 6c 6e 6b | Ro Rc 4o 4c | B      | 1       | cuatro seises son duples de seises y pierden con reyes y cuatros |

  Regla: CONVENCION-orden-juego — 31 > 32 > 40 > 37 > 36 > 35 > 34 > 33

    @CONVENCION-orden-juego
    Esquema del escenario: en juego, <juego1> del asiento 1 contra <juego0> del asiento 0
      # Los asientos 0 y 1 llevan un par de reyes cada uno: juegan pares (en paso) y juego entre ellos.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <mano0>     |
        | 1       | <mano1>     |
        | 2       | Ce Se 6e 1e |
        | 3       | Cb Sb 5b 4b |
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
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando pasan los asientos 0, 1
      Entonces el lance de juego lo gana la pareja <pareja> con el asiento <asiento>

      Ejemplos:
        | mano0       | juego0 | mano1       | juego1 | pareja | asiento |
        | Ro 3o 7o 5o | 32     | Rc 3c Sc 1c | 31     | B      | 1       |
        | Ro 3o Co So | 40     | Rc 3c 7c 5c | 32     | B      | 1       |
        | Ro 3o So 7o | 37     | Rc 3c Cc Sc | 40     | B      | 1       |
        | Ro 3o So 7o | 37     | Rc 3c Sc 6c | 36     | A      | 0       |
        | Ro 3o So 5o | 35     | Rc 3c Sc 6c | 36     | B      | 1       |
        | Ro 3o So 5o | 35     | Rc 3c Sc 4c | 34     | A      | 0       |
        | Ro 3o 7o 6o | 33     | Rc 3c Sc 4c | 34     | B      | 1       |
        | Ro 3o So 1o | 31     | Rc 3c Sc 1c | 31     | A      | 0       |

    @CONVENCION-orden-juego
    Escenario: sin juego se juega el punto y lo gana la suma más alta, aunque no sea el 30
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 7o 6c 4o |
        | 1       | Sc 6o 5c 4c |
        | 2       | Se 5e 4e 1e |
        | 3       | 6b 5b 4b 1b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares ni juego: 10 + 7 + 6 + 4 = 27, 10 + 6 + 5 + 4 = 25, 10 + 5 + 4 + 1 = 20, 6 + 5 + 4 + 1 = 16
      Entonces el lance de punto lo gana la pareja A con el asiento 0

    @CONVENCION-orden-pares @CONVENCION-orden-juego
    Escenario: los dos ases pierden con cualquier otro par y la 33 con cualquier otro juego
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 7e 6e |
        | 1       | Rc Cc Sb 4b |
        | 2       | 1o 2e 5o 6o |
        | 3       | 4o 4c 5c 7c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 2 y hablan los asientos 2, 3
      Cuando pasan los asientos 2, 3
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando pasan los asientos 0, 1
      # cálculo: grande en paso: R C S 4 (asiento 1) gana a R C 7 6 (0) en la tercera carta → B 1
      Entonces la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 2 5 6 (asiento 2, dos ases) → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja B con el asiento 3 por mejor jugada
      # cálculo: par de cuatros (asiento 3) gana a los dos ases (2) → B, par = 1
      Y la pareja B se apunta 1 tanto de pares en pares por el asiento 3
      Y el lance de juego lo gana la pareja B con el asiento 1 por mejor jugada
      # cálculo: 34 (asiento 1) gana a 33 (0) → B, juego = 2
      Y la pareja B se apunta 2 tantos de juego en juego por el asiento 1
      Y no hay más tantos
      # cálculo: A 1; B 1 + 1 + 2 = 4
      Y el marcador es A 1 - B 4

  Regla: CONVENCION-empates — a igualdad gana el más cercano a la mano; el postre pierde todos los empates

    @CONVENCION-empates
    Escenario: reparte el asiento 1 y es mano el 2: tres manos iguales las gana el asiento 3, no el 0
      # Asientos 3, 0 y 1: rey, sota, siete y cuatro (31 de juego). Asiento 2 (mano): S 7 6 5, 28.
      Dado reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4o |
        | 1       | Re Se 7e 4e |
        | 2       | Sb 7b 6b 5b |
        | 3       | Rc Sc 7c 4c |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 2 corta el mus
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 3, 0, 1
      Entonces el lance de juego empieza con mano el asiento 3 y hablan los asientos 3, 0, 1
      Cuando pasan los asientos 3, 0, 1
      Entonces el lance de grande lo gana la pareja B con el asiento 3
      Y el lance de chica lo gana la pareja B con el asiento 3
      Y el lance de juego lo gana la pareja B con el asiento 3
      # cálculo: grande en paso, 1 para B
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso, 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: juego de B: la 31 del asiento 3 y la del asiento 1, 3 cada una; la del 0 (A) no cobra
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 3
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 1
      Y no hay más tantos
      # cálculo: B 1 + 1 + 3 + 3 = 8; A 0
      Y el marcador es A 0 - B 8

    @CONVENCION-empates
    Escenario: reparte el asiento 1 y el postre (asiento 1) pierde sus empates con el asiento 0
      # Asientos 0 y 1: rey, rey (el 3), cinco y cuatro: mismas cartas para grande, par de reyes y 29.
      # Asientos 2 y 3: as, seis, siete y caballo: la misma chica, y gana la mano (asiento 2).
      Dado reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 4o |
        | 1       | 3e 3b 5e 4e |
        | 2       | Co 7o 6o 1o |
        | 3       | Cc 7c 6c 1c |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 2 corta el mus
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 3, 0, 1
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando pasan los asientos 0, 1
      Y pasan los asientos 2, 3, 0, 1
      Entonces el lance de grande lo gana la pareja A con el asiento 0
      Y el lance de chica lo gana la pareja A con el asiento 2
      Y el lance de pares lo gana la pareja A con el asiento 0
      Y el lance de punto lo gana la pareja A con el asiento 0
      # cálculo: grande 1, chica 1, pares (par del asiento 0) 1 y punto 1, todo para A
      Y la pareja A se apunta 1 tanto de paso en grande
      Y la pareja A se apunta 1 tanto de paso en chica
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y la pareja A se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 + 1 = 4; B 0
      Y el marcador es A 4 - B 0

    @CONVENCION-empates @CONVENCION-orden-pares @CONVENCION-orden-juego
    Escenario: a igualdad de jugada mínima pierde el postre
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 4o 5o |
        | 1       | 1c 2c 4c 6c |
        | 2       | Re Ce 7e 6e |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1
      Entonces el lance de juego empieza con mano el asiento 2 y hablan los asientos 2, 3
      Cuando pasan los asientos 2, 3
      # cálculo: grande en paso: R C 7 6 en 2 y en 3; empate, gana el más cercano a la mano, 2 → A 1
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 2 4 5 (asiento 0) gana a 1 2 4 6 (1) → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: dos ases en 0 y en 1: empate, gana 0, el más cercano a la mano → A, par = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y el lance de juego lo gana la pareja A con el asiento 2 por mejor jugada
      # cálculo: 33 en 2 y 33 en el postre 3: gana 2 → A, juego = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 + 2 = 5; B 0
      Y el marcador es A 5 - B 0

  Regla: CONVENCION-modalidad — a ocho reyes el 3 es rey y el 2 es as; a cuatro reyes son ellos mismos

    @CONVENCION-modalidad
    Esquema del escenario: la <lance> entre <mano0> y <mano1> <modalidad>
      Dado la regla "deck_mode" vale "<modo>"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <mano0>     |
        | 1       | <mano1>     |
        | 2       | Se 7e 6e 5e |
        | 3       | Sb 7b 6b 5b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de <lance> lo gana la pareja <pareja> con el asiento <asiento>

      Ejemplos: el 3 rey o tres, en grande y en chica
        | modo         | modalidad      | lance  | mano0       | mano1       | pareja | asiento |
        | ocho_reyes   | a ocho reyes   | grande | Co So 7o 1o | 3c 6c 5c 4c | B      | 1       |
        | cuatro_reyes | a cuatro reyes | grande | Co So 7o 1o | 3c 6c 5c 4c | A      | 0       |
        | ocho_reyes   | a ocho reyes   | chica  | 3o 4o 5o 6o | Cc 4c 5c 6c | B      | 1       |
        | cuatro_reyes | a cuatro reyes | chica  | 3o 4o 5o 6o | Cc 4c 5c 6c | A      | 0       |

      Ejemplos: el 2 as o dos, en grande y en chica
        | modo         | modalidad      | lance  | mano0       | mano1       | pareja | asiento |
        | ocho_reyes   | a ocho reyes   | grande | Ro 7o 5o 1o | Rc 7c 5c 2c | A      | 0       |
        | cuatro_reyes | a cuatro reyes | grande | Ro 7o 5o 1o | Rc 7c 5c 2c | B      | 1       |
        | ocho_reyes   | a ocho reyes   | chica  | 2o 5o 6o 7o | 1c 5c 6c 7c | A      | 0       |
        | cuatro_reyes | a cuatro reyes | chica  | 2o 5o 6o 7o | 1c 5c 6c 7c | B      | 1       |

    @CONVENCION-modalidad
    Escenario: a cuatro reyes un 3 con un rey no es par ni un 2 con un as; el 3 y el 2 suman 3 y 2
      Dado la regla "deck_mode" vale "cuatro_reyes"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 3o Rc 5e 4b |
        | 1       | 2o 1c 6e 7o |
        | 2       | So Cc 7c 3c |
        | 3       | Ro Co Sc 2c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces los asientos declaran pares en orden: 0 no, 1 no, 2 no, 3 no
      # 10 + 10 + 7 + 3 = 30 sin juego; 10 + 10 + 10 + 2 = 32 con juego
      Y los asientos declaran juego en orden: 0 no, 1 no, 2 no, 3 sí
      Y el lance de pares no se juega
      Y el lance de juego lo gana la pareja B por no tener rival
      # cálculo: el 32 del asiento 3 es «otro juego»: 2 tantos para B
      Y la pareja B se apunta 2 tantos de juego en juego por el asiento 3

  Regla: CONVENCION-valor-paso — grande y chica en paso valen un tanto por defecto

    @CONVENCION-valor-paso
    Esquema del escenario: si el paso vale <paso>, la grande y la chica en paso dan <paso> a la mejor mano
      Dado la regla "paso_points" vale <paso>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso (R R 5 4 del asiento 0): <paso> para A
      Entonces la pareja A se apunta <paso> tantos de paso en grande
      # cálculo: chica en paso (A A 4 5 del asiento 3): <paso> para B
      Y la pareja B se apunta <paso> tantos de paso en chica
      # cálculo: pares en paso: par de reyes del asiento 0, 1 para A (no depende de paso_points)
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto: 1 para B
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A <paso> + 1 = <total>; B <paso> + 1 = <total>
      Y el marcador es A <total> - B <total>

      Ejemplos:
        | paso | total |
        | 1    | 2     |
        | 3    | 4     |

    @CONVENCION-valor-paso
    Esquema del escenario: el paso vale de 0 a 10 tantos, según se acuerde: <valor> vale y <fuera> no
      Dado la regla "paso_points" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "paso_points" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 0     | -1    |
        | 10    | 11    |

  Regla: CONVENCION-valor-pares — par 1, medias 2, duples 3, por cada jugador de la pareja ganadora que los tiene

    @CONVENCION-valor-pares
    Esquema del escenario: si las medias valen <medias> y los duples <duples>, A cobra duples y medias
      # Reparte el asiento 1 (mano el 2). Pares de A: duples (asiento 0) y medias (asiento 2); de B, par (asiento 1).
      Dado la regla "medias_points" vale <medias>
      Y la regla "duples_points" vale <duples>
      Y reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3o 6o 6c |
        | 1       | Co Cc 7e 4e |
        | 2       | So Sc Se 1c |
        | 3       | 7o 5o 4o 1e |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 2 corta el mus
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 0, 1
      Y pasan los asientos 2, 0, 1
      Entonces el lance de pares lo gana la pareja A con el asiento 0
      # cálculo: duples del asiento 0: <duples>
      Y la pareja A se apunta <duples> tantos de pares en pares por el asiento 0
      # cálculo: medias del asiento 2: <medias>
      Y la pareja A se apunta <medias> tantos de pares en pares por el asiento 2

      Ejemplos:
        | medias | duples |
        | 2      | 3      |
        | 4      | 5      |

    @CONVENCION-valor-pares
    Esquema del escenario: si el par vale <par>, el par de reyes del asiento 0 cobra <par>
      Dado la regla "par_points" vale <par>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: par de reyes del asiento 0 (el asiento 2 no tiene pares): <par>
      Entonces la pareja A se apunta <par> tantos de pares en pares por el asiento 0
      # cálculo: grande 1 A, chica 1 B, punto 1 B
      Y la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + <par> = <a>; B 1 + 1 = 2
      Y el marcador es A <a> - B 2

      Ejemplos:
        | par | a |
        | 1   | 2 |
        | 2   | 3 |

    @CONVENCION-valor-pares
    Esquema del escenario: <jugada> <vale> de 0 a 10 tantos, según se acuerde: <valor> vale y <fuera> no
      Dado la regla "<clave>" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "<clave>" no admite el valor <fuera>

      Ejemplos:
        | jugada     | vale  | clave         | valor | fuera |
        | el par     | vale  | par_points    | 0     | -1    |
        | el par     | vale  | par_points    | 10    | 11    |
        | las medias | valen | medias_points | 0     | -1    |
        | las medias | valen | medias_points | 10    | 11    |
        | los duples | valen | duples_points | 0     | -1    |
        | los duples | valen | duples_points | 10    | 11    |

  Regla: CONVENCION-valor-juego — la 31 vale 3 y cualquier otro juego 2, por cada jugador de la pareja ganadora que lo tiene

    @CONVENCION-valor-juego
    Esquema del escenario: si la 31 vale <j31> y otro juego <otro>, A cobra la 31 del asiento 2 y la 32 del asiento 0
      Dado la regla "juego_31_points" vale <j31>
      Y la regla "juego_points" vale <otro>
      Y reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3o 6o 6c |
        | 1       | Co Cc 7e 4e |
        | 2       | So Sc Se 1c |
        | 3       | 7o 5o 4o 1e |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 2 corta el mus
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 0, 1
      Y pasan los asientos 2, 0, 1
      Entonces el lance de juego lo gana la pareja A con el asiento 2
      # cálculo: la 31 del asiento 2: <j31>
      Y la pareja A se apunta <j31> tantos de juego en juego por el asiento 2
      # cálculo: la 32 del asiento 0: <otro>
      Y la pareja A se apunta <otro> tantos de juego en juego por el asiento 0

      Ejemplos:
        | j31 | otro |
        | 3   | 2    |
        | 5   | 1    |

    @CONVENCION-valor-juego
    Esquema del escenario: <jugada> vale de 0 a 10 tantos, según se acuerde: <valor> vale y <fuera> no
      Dado la regla "<clave>" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "<clave>" no admite el valor <fuera>

      Ejemplos:
        | jugada     | clave           | valor | fuera |
        | la 31      | juego_31_points | 0     | -1    |
        | la 31      | juego_31_points | 10    | 11    |
        | otro juego | juego_points    | 0     | -1    |
        | otro juego | juego_points    | 10    | 11    |

  Regla: CONVENCION-valor-punto — el punto vale un tanto por defecto, además del envite querido

    @CONVENCION-valor-punto
    Esquema del escenario: si el punto vale <punto>, el punto querido cobra el envido y <punto> más
      Dado la regla "punto_points" vale <punto>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      # cálculo: punto querido, 30 del asiento 1: el envido, 2, para B
      Entonces la pareja B se apunta 2 tantos de envite en punto
      # cálculo: y el punto: <punto>
      Y la pareja B se apunta <punto> tantos de punto en punto
      # cálculo: grande 1 A, chica 1 B, pares 1 A
      Y la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y no hay más tantos
      # cálculo: A 1 + 1 = 2; B 2 + <punto> + 1 = <b>
      Y el marcador es A 2 - B <b>

      Ejemplos:
        | punto | b |
        | 1     | 4 |
        | 2     | 5 |

    @CONVENCION-valor-punto
    Esquema del escenario: el punto vale de 0 a 10 tantos, según se acuerde: <valor> vale y <fuera> no
      Dado la regla "punto_points" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "punto_points" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 0     | -1    |
        | 10    | 11    |

  Regla: CONVENCION-piedra-de-paso — pares o juego en paso con las dos parejas dentro: por defecto solo cobran sus jugadas; con la piedra de paso, un tanto más para quien los gana, antes de sus jugadas

    @CONVENCION-piedra-de-paso @FEM-VII.2
    Esquema del escenario: <con> piedra de paso, la grande, la chica, los pares y el juego en paso acaban A <a> - B <b>
      # Pares: par de reyes del asiento 0 (A), par de ases del 1 y par de sotas del 3 (B); el 2, nada.
      # Juego: 32 del asiento 0 (10 + 10 + 5 + 7) y 31 del asiento 3 (10 + 10 + 10 + 1); el 1 suma 19
      # y el 2, 25.
      Dado la regla "piedra_de_paso" vale <piedra>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 7e |
        | 1       | 1o 1c So 7c |
        | 2       | 4o 5c 6e Cb |
        | 3       | Sc Se Cc 1b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 3
      # cálculo: grande en paso para el asiento 0 (R R 7 5): 1 para A
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso para el asiento 1 (1 1 7 S gana a 1 S S C del asiento 3): 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: el par de reyes del asiento 0 gana al de sotas y al de ases: piedra <pa> para A y el
      # par del asiento 0, 1
      Y el lance de pares lo gana la pareja A con el asiento 0
      Y la pareja A se apunta en total <pa> tantos de paso en pares
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: la 31 del asiento 3 gana a la 32 del asiento 0: piedra <pb> para B y la 31 del
      # asiento 3, 3
      Y el lance de juego lo gana la pareja B con el asiento 3
      Y la pareja B se apunta en total <pb> tantos de paso en juego
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 3
      Y no hay más tantos
      # cálculo: A 1 + <pa> + 1 = <a>; B 1 + <pb> + 3 = <b>
      Y el marcador es A <a> - B <b>

      Ejemplos:
        | con | piedra | pa | pb | a | b |
        | con | true   | 1  | 1  | 3 | 5 |
        | sin | false  | 0  | 0  | 2 | 4 |

    @CONVENCION-piedra-de-paso
    Escenario: con piedra de paso, ni los pares de una sola pareja ni un juego con el envite querido la cobran
      # Pares: solo el asiento 0 (par de reyes), de A: el lance no se juega. Juego: 31 de los asientos
      # 0 (10 + 10 + 7 + 4), 1 (10 + 10 + 7 + 4) y 3 (10 + 10 + 1 + 10); el 2 suma 25.
      Dado la regla "piedra_de_paso" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 7o 4c |
        | 1       | Co Sc 7e 4o |
        | 2       | 5c 6e Cc 4b |
        | 3       | Sb Cb 1b Re |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Y el asiento 1 quiere
      # cálculo: grande en paso para el asiento 0 (R R 7 4 gana a R C S 1): 1 para A; chica en paso
      # para el asiento 3 (1 S C R): 1 para B
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares de una sola pareja: el par del asiento 0, 1 para A, sin piedra
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y la pareja A se apunta en total 0 tantos de paso en pares
      # cálculo: tres 31: gana el asiento 0, el más cercano a la mano; el envido querido, 2, y la 31
      # del asiento 0, 3, para A, sin piedra
      Y la pareja A se apunta 2 tantos de envite en juego
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      Y no hay más tantos
      # cálculo: A 1 + 1 + 2 + 3 = 7; B 1
      Y el marcador es A 7 - B 1

    @CONVENCION-piedra-de-paso
    Escenario: con piedra de paso, el punto en paso no la cobra: solo los pares y el juego
      # Las manos de referencia. Pares: par de reyes del asiento 0 (A), de caballos del 1 y de ases del
      # 3 (B). Nadie tiene juego (29, 30, 28 y 11): se juega el punto.
      Dado la regla "piedra_de_paso" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso para el asiento 0 (R R 5 4): 1 para A; chica en paso para el asiento 3
      # (1 1 4 5): 1 para B
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: el par de reyes del asiento 0 gana: piedra, 1 para A, y su par, 1
      Y la pareja A se apunta 1 tanto de paso en pares
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto en paso para el asiento 1 (30): 1 para B, sin piedra
      Y la pareja B se apunta 1 tanto de punto en punto
      Y la pareja B se apunta en total 0 tantos de paso en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 = 3; B 1 + 1 = 2
      Y el marcador es A 3 - B 2

    @CONVENCION-piedra-de-paso @CONVENCION-fin-al-contar
    Escenario: la piedra de paso se cuenta con su lance, antes de las jugadas: A, a 38, llega a 39 con ella y gana con sus medias a 41
      # Pares: medias de sietes del asiento 0 (A) y par de ases del asiento 3 (B). Nadie tiene juego
      # (25, 25, 25 y 13): se juega el punto.
      Dado la regla "piedra_de_paso" vale true
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 38 - B 10
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 7o 7c 7e 4b |
        | 1       | Ro 6o 5c 4o |
        | 2       | 4c 5o 6c Sb |
        | 3       | 1o 1c 5e 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso para el asiento 1 (R 6 5 4): B 10 + 1 = 11; chica en paso para el
      # asiento 3 (1 1 5 6): B 11 + 1 = 12
      Entonces la pareja B se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: las medias del asiento 0 ganan al par de ases: piedra, A 38 + 1 = 39; medias del
      # asiento 0, 39 + 2 = 41: A llega al objetivo y el punto ya no se cuenta
      Y el lance de pares lo gana la pareja A con el asiento 0
      Y la pareja A se apunta 1 tanto de paso en pares
      Y la pareja A se apunta 2 tantos de pares en pares por el asiento 0
      Y no hay más tantos
      Y el marcador es A 41 - B 12
      Y la partida termina y gana la pareja A por tantos
