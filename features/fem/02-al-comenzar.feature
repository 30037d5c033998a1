# language: es
@FEM-II
Característica: Capítulo II — Al comenzar
  Cuatro asientos fijos (0–3, en sentido antihorario), dos parejas enfrentadas
  (A = asientos 0 y 2, B = asientos 1 y 3) y la baraja española de 40 naipes,
  a ocho reyes salvo que se indique otra cosa.

  Regla: FEM-II.1 — los asientos se sortean si alguien lo pide, los compañeros quedan enfrente y nadie cambia de sitio: en musfem son cuatro asientos fijos, A = 0 y 2, B = 1 y 3

    @FEM-II.1
    Escenario: un tanto ganado por el asiento 2 es de la pareja A y uno del asiento 1 es de la pareja B
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 pasa
      Y el asiento 1 pasa
      Y el asiento 2 envida
      Y el asiento 3 no quiere
      Y el asiento 1 no quiere
      # cálculo: envite de grande del asiento 2 no querido por 3 ni por 1 → negada, 1 tanto para la pareja del asiento 2, la A
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Cuando el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: envite de chica del asiento 1 no querido por 2 ni por 0 → negada, 1 tanto para la pareja del asiento 1, la B
      Entonces la pareja B se apunta 1 tanto de negada en chica
      # cálculo: la jugada no ha acabado (se está en el punto): no hay más apuntes que las dos negadas
      Y no hay más tantos
      # cálculo: A 1 (negada de grande) - B 1 (negada de chica)
      Y el marcador es A 1 - B 1

    @FEM-II.1
    Esquema del escenario: solo hay cuatro asientos: el asiento <asiento> no puede <acción>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento <asiento> intenta <acción>
      Entonces la acción se rechaza porque ese asiento no existe (FEM-II.1)
      Y habla el asiento 0

      Ejemplos:
        | asiento | acción        |
        | 4       | dar mus       |
        | 7       | pasar         |
        | -1      | cortar el mus |

    @FEM-II.1 @FEM-VII.3
    Escenario: se habla alternando las parejas y las jugadas de los dos compañeros suman en el tanteo de su pareja
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 4e 5b |
        | 1       | 7o 7c 4o 5c |
        | 2       | 6o 6c 6e 1b |
        | 3       | Co 5e 7e 1c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 3o 4o |
        | 1       | 1c 2c 3c 4c |
        | 2       | 1e 2e 3e 4e |
        | 3       | 1b 2b 3b 4b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # Tienen pares el 0 (reyes), el 1 (sietes) y el 2 (medias de seises): hablan
      # desde la mano, alternando pareja A, pareja B, pareja A.
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 2
      Cuando pasan los asientos 0, 1, 2
      # Nadie tiene juego (29, 23, 19 y 23): se juega el punto entre los cuatro.
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso: R R 5 4 del asiento 0 es la mejor → 1 para A
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 5 7 C del asiento 3 gana a 1 6 6 6 del asiento 2 (5 < 6) → 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso: las medias del asiento 2 ganan al par de sietes del 1; la pareja A
      # cobra las jugadas de sus dos jugadores: par de reyes del 0 = 1, medias del 2 = 2
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: medias (tres seises) del asiento 2, compañero del 0: 2 tantos más para la misma pareja A
      Y la pareja A se apunta 2 tantos de pares en pares por el asiento 2
      # cálculo: punto: el asiento 0 suma 10 + 10 + 4 + 5 = 29, el más alto → 1 para A
      Y la pareja A se apunta 1 tanto de punto en punto
      # cálculo: nadie tiene juego y la pareja B no gana ningún otro lance: no hay más apuntes
      Y no hay más tantos
      # cálculo: A 1 + 1 + 2 + 1 = 5; B 1
      Y el marcador es A 5 - B 1

  Regla: FEM-II.2 — aunque nadie pida sortear los asientos, empezada la partida nadie cambia de sitio: en musfem los asientos y las parejas no cambian en toda la partida, juego tras juego

    @FEM-II.2 @CONVENCION-rotacion-mano
    Escenario: de una jugada a la siguiente del mismo juego rota el reparto, pero el asiento 2 sigue siendo de la pareja A
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      # Jugada 1: reparte el asiento 3, es mano el 0. Nadie tiene pares (1 4 6 S, 5 7 C 1, 4 6 S R,
      # 5 7 C 1) ni juego (21, 23, 30 y 23): grande, chica y punto en paso.
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso: R S 6 4 del asiento 2 es la más alta → 1 para A
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 6 S del asiento 0 gana (1 contra 1 de los asientos 1 y 3, y luego 4 < 5) → 1 para A
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: punto: 30 del asiento 2, el más alto → 1 para A
      Y la pareja A se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # Jugada 2: reparte el asiento 0 y es mano el 1; los asientos no han cambiado.
      Y consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1, con el marcador A 3 - B 0
      Cuando el asiento 1 corta el mus
      Y el asiento 1 pasa
      Y el asiento 2 envida
      Y el asiento 3 no quiere
      Y el asiento 1 no quiere
      # cálculo: el envite del asiento 2 no lo quiere nadie → negada para la pareja del asiento 2, que sigue siendo la A
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y el marcador es A 4 - B 0

    @FEM-II.2 @CONVENCION-juegos-partida @CONVENCION-rotacion-mano
    Escenario: en el segundo juego cada asiento sigue en su sitio y con su pareja: el reparto rota, los asientos no
      Dado la regla "games_to_win" vale 2
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
      # Juego 1: reparte el asiento 3, es mano el 0; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0
      Y consta que empieza el juego 2 de una partida a 2 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      # Juego 2: reparte el asiento 0, es mano el 1; el asiento 0 sigue siendo de la pareja A y su
      # R R 5 4 vuelve a ganar la grande para A.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina la partida y la gana la pareja A, y los juegos quedan A 2 - B 0
      Y la pareja A lleva 2 juegos
      Y la pareja B lleva 0 juegos

  Regla: FEM-II.3 — baraja española de 40 naipes, a ocho reyes: el 3 es rey y el 2 es as a todos los efectos

    @FEM-II.3
    Escenario: la partida se juega con 40 naipes a ocho reyes y, repartidas 16 cartas, quedan 24 en el mazo
      Dado reparte el asiento 3
      Y la regla "stock_size_public" vale true
      Cuando empieza la partida
      # cálculo: la partida empieza sin tantos: A 0 - B 0
      Entonces consta que empieza el juego 1 a 40 tantos, con ocho reyes, con el marcador A 0 - B 0
      # cálculo: 40 naipes − 4 × 4 repartidos = 24
      Y el tamaño del mazo es 24

    @FEM-II.3 @CONVENCION-modalidad
    Escenario: a ocho reyes el 3 hace pareja con el rey y el 2 con el as, para la grande, los pares y el juego
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3c 5e 6b |
        | 1       | Rb Co 4e 1o |
        | 2       | 2c 1c 4o 5c |
        | 3       | 6o 7c Se 4b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 1e 2e 3e 4e |
        | 1       | 1b 2b 3b 7b |
        | 2       | Cc Sc Rc 6c |
        | 3       | 2o 3o 7o So |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el asiento 0 declara que tiene pares
      Y el asiento 1 declara que no tiene pares
      Y el asiento 2 declara que tiene pares
      Y el asiento 3 declara que no tiene pares
      Y el asiento 0 declara que tiene juego
      Y el asiento 1 declara que no tiene juego
      Y el asiento 2 declara que no tiene juego
      Y el asiento 3 declara que no tiene juego
      # Pares y juego son solo de la pareja A: no se juegan y la jugada acaba al cerrarse la chica.
      Y el lance de pares no se juega
      Y el lance de juego no se juega
      Y el lance de grande lo gana la pareja A con el asiento 0
      # cálculo: grande en paso: R R 6 5 del asiento 0 (el 3c es rey) gana a R C 4 1 del asiento 1 → 1 para A
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 1 4 5 del asiento 2 (el 2c es as) gana a 1 4 C R del asiento 1 → 1 para A
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: pares solo de A: par de reyes (R y 3) del asiento 0 = 1, par de ases (1 y 2) del asiento 2 = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: par de ases (el 1c y el 2c, que vale as) del asiento 2 → 1 tanto más para A
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 2
      # cálculo: juego solo de A: asiento 0 = R + 3 + 5 + 6 = 10 + 10 + 5 + 6 = 31 → 3 tantos
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: la pareja B no tiene pares ni juego ni gana la grande o la chica: no hay más apuntes
      Y no hay más tantos
      # cálculo: A 1 + 1 + 2 + 3 = 7; B 0
      Y el marcador es A 7 - B 0

    @FEM-II.3 @CONVENCION-modalidad
    Escenario: con cuatro reyes las mismas cartas no hacen pares ni juego y la grande cambia de dueño
      Dado la regla "deck_mode" vale "cuatro_reyes"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3c 5e 6b |
        | 1       | Rb Co 4e 1o |
        | 2       | 2c 1c 4o 5c |
        | 3       | 6o 7c Se 4b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 1e 2e 3e 4e |
        | 1       | 1b 2b 3b 7b |
        | 2       | Cc Sc Rc 6c |
        | 3       | 2o 3o 7o So |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el asiento 0 declara que no tiene pares
      Y el asiento 2 declara que no tiene pares
      # Sumas: 10 + 3 + 5 + 6 = 24, 25, 1 + 2 + 4 + 5 = 12 y 27: nadie tiene juego, se juega el punto.
      Y el asiento 0 declara que no tiene juego
      Y la partida está en el lance de punto
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces el lance de grande lo gana la pareja B con el asiento 1
      # cálculo: grande en paso: R C 4 1 del asiento 1 gana a R 6 5 3 del asiento 0 (el 3 ya no es rey) → 1 para B
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 2 4 5 del asiento 2 gana a 1 4 C R del asiento 1 (2 < 4) → 1 para A
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: punto: el asiento 3 suma 6 + 7 + 10 + 4 = 27, el más alto → 1 para B
      Y la pareja B se apunta 1 tanto de punto en punto
      # cálculo: sin pares ni juego, solo pagan la grande, la chica y el punto
      Y no hay más tantos
      # cálculo: A 1; B 1 + 1 = 2
      Y el marcador es A 1 - B 2

    @FEM-II.3
    Esquema del escenario: un mazo que no es la baraja de 40 naipes distintos no sirve para empezar: <cómo>
      Dado reparte el asiento 3
      Y <mazo>
      Cuando se intenta empezar la partida
      Entonces la partida no empieza porque la preparación de la partida no es válida

      Ejemplos:
        | cómo                                | mazo                                                |
        | el as de oros dos veces             | el mazo trae "1o" dos veces y le falta otro naipe   |
        | el rey de bastos dos veces          | el mazo trae "Rb" dos veces y le falta otro naipe   |
        | 39 naipes y un hueco en vez del 40º | el mazo trae un hueco en lugar de un naipe          |

  Regla: FEM-II.4 — no hay baraja defectuosa: cada asiento recibe exactamente cuatro naipes y nadie ve el mazo

    @FEM-II.4
    Esquema del escenario: con la semilla <semilla> cada asiento recibe cuatro cartas y el mazo no se ve
      Dado la semilla es <semilla>
      Y la regla "stock_size_public" vale true
      Cuando empieza la partida
      Entonces consta que el asiento 0 recibe 4 cartas en el reparto
      Y consta que el asiento 1 recibe 4 cartas en el reparto
      Y consta que el asiento 2 recibe 4 cartas en el reparto
      Y consta que el asiento 3 recibe 4 cartas en el reparto
      # cálculo: 40 − 16 = 24
      Y el tamaño del mazo es 24
      Y ninguna observación contiene el mazo
      Y ningún asiento ve cartas ajenas

      Ejemplos:
        | semilla |
        | 1       |
        | 42      |
        | 2024    |
