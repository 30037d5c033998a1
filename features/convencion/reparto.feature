# language: es
Característica: Convenciones del reparto, el mus y los descartes
  Lo que el Reglamento de la FEM deja a la costumbre al repartir, dar mus y descartarse:
  cada convención es una clave de las reglas de la partida o una lectura fija del motor.

  Regla: CONVENCION-primer-reparto — el primer repartidor se sortea o se fija por configuración

    @CONVENCION-primer-reparto
    Esquema del escenario: con el primer repartidor fijado en el asiento <asiento>, reparte él sin sorteo
      Dado la regla "first_dealer" vale "<asiento>"
      Cuando empieza la partida
      Entonces consta que reparte el asiento <asiento> y es mano el asiento <mano>, por las reglas: no corta nadie y no sale carta
      Y habla el asiento <mano>

      Ejemplos:
        | asiento | mano |
        | 0       | 1    |
        | 2       | 3    |

    # cálculo del sorteo con la semilla 42, con el generador publicado: k = 1546998764402558742 mod 40 = 22
    # (el primer número de xoshiro256** con el estado de SplitMix64(42), vector publicado; el umbral
    # de rechazo de bounded(40) es 16), la carta 22 del orden canónico: 3e. Espadas: reparte el
    # tercero a la derecha del que corta, que es el asiento a la izquierda del que baraja.

    @CONVENCION-primer-reparto @FEM-III.1
    Esquema del escenario: por sorteo con la semilla 42, si baraja el asiento <baraja> corta el <corta> y reparte el <reparte>
      Dado la semilla es 42
      Y la regla "shuffler_seat" vale <baraja>
      Cuando empieza la partida
      # Corta (baraja + 3) mod 4; con espadas reparte (corta + 3) mod 4.
      Entonces consta que reparte el asiento <reparte> y es mano el asiento <mano>, por sorteo: corta el asiento <corta> y sale "3e"
      Y habla el asiento <mano>

      Ejemplos:
        | baraja | corta | reparte | mano |
        | 0      | 3     | 2       | 3    |
        | 1      | 0     | 3       | 0    |
        | 2      | 1     | 0       | 1    |
        | 3      | 2     | 1       | 2    |

  Regla: CONVENCION-rotacion-mano — la mano de una jugada reparte la siguiente

    @CONVENCION-rotacion-mano
    Esquema del escenario: si en la primera jugada reparte el <repartidor> y es mano el <mano>, la segunda la reparte el <mano> y es mano el <siguiente>
      Dado reparte el asiento <repartidor>
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y en la jugada siguiente reparte el asiento <mano> y las manos son:
        | asiento | cartas      |
        | 0       | 1e 2e 3e 4e |
        | 1       | 1b 2b 3b 7b |
        | 2       | Cc Sc Rc 6c |
        | 3       | 2o 3o 7o So |
      Cuando el asiento <mano> corta el mus
      Y pasan los asientos <orden>
      Y pasan los asientos <orden>
      # Nadie tiene pares ni juego (sumas 21, 23, 30 y 23): se juega el punto, y su último paso acaba la jugada.
      Y pasan los asientos <orden>
      # cálculo: grande en paso para el asiento 2 (R S 6 4) → A 1; chica en paso para el asiento 0
      # (1 4 6 S gana a 1 5 7 C) → A 1; punto para el asiento 2 (4 + 6 + 10 + 10 = 30) → A 1; A 3 - B 0
      Entonces consta que empieza la jugada 2, reparte el asiento <mano>, es mano el asiento <siguiente>, con el marcador A 3 - B 0
      Y habla el asiento <siguiente>
      Y el asiento <siguiente> tiene "<mano_siguiente>"

      Ejemplos:
        | repartidor | mano | siguiente | orden      | mano_siguiente |
        | 3          | 0    | 1         | 0, 1, 2, 3 | 1b 2b 3b 7b    |
        | 0          | 1    | 2         | 1, 2, 3, 0 | Cc Sc Rc 6c    |
        | 1          | 2    | 3         | 2, 3, 0, 1 | 2o 3o 7o So    |
        | 2          | 3    | 0         | 3, 0, 1, 2 | 1e 2e 3e 4e    |

  Regla: CONVENCION-orden-descarte — se descarta del postre a la mano

    @CONVENCION-orden-descarte @FEM-III.11
    Escenario: si reparte el asiento 1, se descartan el 1, el 0, el 3 y por último el 2, que es mano
      Dado reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 2
      Y el asiento 2 intenta descartarse de "4o"
      Entonces la acción se rechaza porque no le toca hablar (FEM-III.11)
      Y habla el asiento 1
      Cuando el asiento 1 se descarta de "5o"
      Entonces habla el asiento 0
      Cuando el asiento 0 se descarta de "1o"
      Entonces habla el asiento 3
      Cuando el asiento 3 se descarta de "5c"
      Entonces habla el asiento 2
      Cuando el asiento 2 se descarta de "4o"
      Entonces la partida está en el mus
      Y habla el asiento 2

  Regla: CONVENCION-descarte — cada uno se descarta de un mínimo a un máximo de cartas (de 1 a 4 por defecto)

    @CONVENCION-descarte
    Escenario: por defecto hay que descartarse de al menos una carta y como mucho de cuatro
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces las acciones legales del asiento 3 son: descartarse de 1 a 4 cartas
      Cuando el asiento 3 intenta descartarse de ""
      Entonces la acción se rechaza porque no puede descartarse de ese número de cartas (CONVENCION-descarte)
      # Cinco cartas superan el máximo (y no caben en una mano de cuatro).
      Cuando el asiento 3 intenta descartarse de "5c 7e Co 1e Ro"
      Entonces la acción se rechaza porque no puede descartarse de ese número de cartas (CONVENCION-descarte)
      Cuando el asiento 3 se descarta de "5c 7e Co 1e"
      Entonces consta que el asiento 3 se descarta de 4 cartas
      Y habla el asiento 2

    @CONVENCION-descarte
    Esquema del escenario: si el descarte va de <min> a <max> cartas, descartarse de <n> se rechaza y de <m> se admite
      Dado la regla "min_discard" vale <min>
      Y la regla "max_discard" vale <max>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces las acciones legales del asiento 3 son: descartarse de <min> a <max> cartas
      Y el asiento 3 no puede descartarse de "<rechazo>"
      Y el asiento 3 puede descartarse de "<admitido>"
      Cuando el asiento 3 intenta descartarse de "<rechazo>"
      Entonces la acción se rechaza porque no puede descartarse de ese número de cartas (CONVENCION-descarte)
      Cuando el asiento 3 se descarta de "<admitido>"
      Entonces consta que el asiento 3 se descarta de <m> cartas

      Ejemplos:
        | min | max | n | rechazo     | m | admitido    |
        | 2   | 4   | 1 | 5c          | 2 | 5c 7e       |
        | 1   | 3   | 4 | 5c 7e Co 1e | 3 | 5c 7e Co    |
        | 2   | 2   | 3 | 5c 7e Co    | 2 | Co 1e       |

    @CONVENCION-descarte
    Esquema del escenario: el <límite> de cartas de un descarte va de <de> a <a>: <valor> vale y <fuera> no
      Dado la regla "<clave>" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "<clave>" no admite el valor <fuera>

      Ejemplos:
        | límite | de | a | clave       | valor | fuera |
        | mínimo | 0  | 4 | min_discard | 0     | -1    |
        | mínimo | 0  | 4 | min_discard | 4     | 5     |
        | máximo | 1  | 4 | max_discard | 1     | 0     |
        | máximo | 1  | 4 | max_discard | 4     | 5     |

    @CONVENCION-descarte
    Escenario: aunque se acuerde que uno puede no descartarse, el máximo de un descarte no baja de una carta
      Dado la regla "min_discard" vale 0
      Entonces la regla "max_discard" no admite el valor 0

  Regla: CONVENCION-orden-servicio — los descartes se sirven en el orden del descarte o en el del reparto

    @CONVENCION-orden-servicio @FEM-III.2
    Esquema del escenario: si se sirve en el orden del <orden>, el mazo sirve primero al asiento <primero>
      Dado la regla "serve_order" vale "<orden>"
      Y la regla "stock_size_public" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      # Tiraron 3: 2 cartas, 2: 1, 1: 3, 0: 4. "descarte" sirve 3, 2, 1, 0; "reparto" sirve 0, 1, 2, 3;
      # cada uno toma de una vez sus cartas de lo alto del mazo (Ro Rc 3o 2o 1c 2c 6o 7o So Sc).
      Entonces el asiento 3 recibe "<al 3>"
      Y el asiento 2 recibe "<al 2>"
      Y el asiento 1 recibe "<al 1>"
      Y el asiento 0 recibe "<al 0>"
      # cálculo: 24 − 10 = 14
      Y el tamaño del mazo es 14

      Ejemplos:
        | orden    | primero | al 3  | al 2 | al 1     | al 0        |
        | descarte | 3       | Ro Rc | 3o   | 2o 1c 2c | 6o 7o So Sc |
        | reparto  | 0       | So Sc | 7o   | 1c 2c 6o | Ro Rc 3o 2o |

  Regla: CONVENCION-rebarajar-descartes — al acabarse el mazo se rebarajan también, o no, los descartes de esta vuelta

    @CONVENCION-rebarajar-descartes @FEM-III.15
    Escenario: si se rebarajan también los descartes de esta vuelta (por defecto), pueden volver las cartas tiradas en esta misma vuelta, también las propias
      Dado la regla "reshuffle_includes_current_round" vale true
      Y la regla "stock_size_public" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 3o 4o |
        | 1       | 1c 2c 3c 4c |
        | 2       | 1e 2e 3e 4e |
        | 3       | 1b 2b 3b 4b |
      Y el mazo sigue con "5o 6o 7o So Co Ro 5c 6c 7c Sc Cc Rc 5e 6e 7e Se Ce Re 5b 6b 7b Sb Cb Rb"
      Y el siguiente barajado pone arriba "Rc So 1c"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1b 2b 3b 4b"
      Y el asiento 2 se descarta de "1e 2e 3e 4e"
      Y el asiento 1 se descarta de "1c 2c 3c 4c"
      Y el asiento 0 se descarta de "1o 2o 3o 4o"
      # Primera vuelta: 3 ← 5o 6o 7o So, 2 ← Co Ro 5c 6c, 1 ← 7c Sc Cc Rc, 0 ← 5e 6e 7e Se; quedan 8.
      Y los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5o 6o 7o So"
      Y el asiento 2 se descarta de "Co Ro"
      Y el asiento 1 se descarta de "7c Sc Cc Rc"
      Y el asiento 0 se descarta de "5e"
      # 3 ← Ce Re 5b 6b, 2 ← 7b Sb, 1 ← Cb Rb y el mazo se acaba. Se juntan los 16 descartes de la
      # primera vuelta y los 11 de esta (So del 3, Rc del propio 1…): 27 cartas, en el orden del
      # orden fijado de antemano: Rc So 1c y después las demás en orden canónico.
      Entonces consta que los descartes forman un mazo nuevo de 27 cartas
      Y consta que se barajan los descartes, y las cartas quedan en este orden: "Rc So 1c 1o 2o 3o 4o 5o 6o 7o Co Ro 2c 3c 4c 7c Sc Cc 1e 2e 3e 4e 5e 1b 2b 3b 4b"
      Y el asiento 1 recibe "Cb Rb Rc So"
      Y el asiento 0 recibe "1c"
      # cálculo: 27 − 3 = 24
      Y el tamaño del mazo es 24

    @CONVENCION-rebarajar-descartes @FEM-III.15
    Escenario: si se rebarajan también los descartes de esta vuelta, el rebarajado siguiente junta todas las cartas que no están en las manos, cada una una vez
      Dado la regla "reshuffle_includes_current_round" vale true
      Y la regla "stock_size_public" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 3o 4o |
        | 1       | 1c 2c 3c 4c |
        | 2       | 1e 2e 3e 4e |
        | 3       | 1b 2b 3b 4b |
      Y el mazo sigue con "5o 6o 7o So Co Ro 5c 6c 7c Sc Cc Rc 5e 6e 7e Se Ce Re 5b 6b 7b Sb Cb Rb"
      Y el siguiente barajado pone arriba "Rc So 1c"
      Y el siguiente barajado pone arriba "5b"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1b 2b 3b 4b"
      Y el asiento 2 se descarta de "1e 2e 3e 4e"
      Y el asiento 1 se descarta de "1c 2c 3c 4c"
      Y el asiento 0 se descarta de "1o 2o 3o 4o"
      Y los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5o 6o 7o So"
      Y el asiento 2 se descarta de "Co Ro"
      Y el asiento 1 se descarta de "7c Sc Cc Rc"
      Y el asiento 0 se descarta de "5e"
      # Segunda vuelta, como arriba: se rebarajan 27 cartas (los 16 descartes de la primera vuelta y
      # los 11 de esta) en el orden Rc So 1c y después las demás en orden canónico; el 1 toma Cb Rb
      # Rc So y el 0, 1c. Quedan 24 en el mazo: 1o 2o 3o 4o 5o 6o 7o Co Ro 2c 3c 4c 7c Sc Cc 1e 2e
      # 3e 4e 5e 1b 2b 3b 4b. Las manos: el 3, Ce Re 5b 6b; el 2, 7b Sb 5c 6c; el 1, Cb Rb Rc So;
      # el 0, 1c 6e 7e Se. Ningún descarte espera: todos están ya en el mazo nuevo.
      Y los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "Ce Re 5b 6b"
      Y el asiento 2 se descarta de "7b Sb 5c 6c"
      Y el asiento 1 se descarta de "Cb Rb Rc So"
      Y el asiento 0 se descarta de "1c 6e 7e Se"
      # Tercera vuelta: 3 ← 1o 2o 3o 4o, 2 ← 5o 6o 7o Co, 1 ← Ro 2c 3c 4c, 0 ← 7c Sc Cc 1e.
      # cálculo: 24 − 16 = 8 (quedan 2e 3e 4e 5e 1b 2b 3b 4b)
      Entonces el tamaño del mazo es 8
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1o 2o 3o 4o"
      Y el asiento 2 se descarta de "5o 6o 7o Co"
      Y el asiento 1 se descarta de "Ro 2c 3c 4c"
      Y el asiento 0 se descarta de "7c Sc Cc 1e"
      # Cuarta vuelta: 3 ← 2e 3e 4e 5e, 2 ← 1b 2b 3b 4b y el mazo se acaba. Se juntan los 16
      # descartes de la tercera vuelta y los 16 de esta: todas las cartas que no tienen en la mano
      # el 3 y el 2, cada una una vez.
      # cálculo: 40 − 4 − 4 = 32
      Entonces consta que los descartes forman un mazo nuevo de 32 cartas
      # El orden fijado pone arriba 5b y después las demás en orden canónico: 1o 2o 3o …
      Y consta que se barajan los descartes, y las cartas quedan en este orden: "5b 1o 2o 3o 4o 5o 6o 7o So Co Ro 1c 2c 3c 4c 5c 6c 7c Sc Cc Rc 1e 6e 7e Se Ce Re 6b 7b Sb Cb Rb"
      Y el asiento 1 recibe "5b 1o 2o 3o"
      Y el asiento 0 recibe "4o 5o 6o 7o"
      # cálculo: 32 − 8 = 24
      Y el tamaño del mazo es 24

    @CONVENCION-rebarajar-descartes @FEM-III.15
    Escenario: si no se rebarajan los descartes de esta vuelta, solo vuelven las cartas de vueltas anteriores
      Dado la regla "reshuffle_includes_current_round" vale false
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 3o 4o |
        | 1       | 1c 2c 3c 4c |
        | 2       | 1e 2e 3e 4e |
        | 3       | 1b 2b 3b 4b |
      Y el mazo sigue con "5o 6o 7o So Co Ro 5c 6c 7c Sc Cc Rc 5e 6e 7e Se Ce Re 5b 6b 7b Sb Cb Rb"
      Y el siguiente barajado pone arriba "Rc So 1c"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1b 2b 3b 4b"
      Y el asiento 2 se descarta de "1e 2e 3e 4e"
      Y el asiento 1 se descarta de "1c 2c 3c 4c"
      Y el asiento 0 se descarta de "1o 2o 3o 4o"
      Y los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5o 6o 7o So"
      Y el asiento 2 se descarta de "Co Ro"
      Y el asiento 1 se descarta de "7c Sc Cc Rc"
      Y el asiento 0 se descarta de "5e"
      # Solo se juntan los 16 descartes de la primera vuelta: Rc y So, tirados en esta, no vuelven;
      # del orden fijado de antemano queda 1c arriba y después las demás en orden canónico.
      Entonces consta que los descartes forman un mazo nuevo de 16 cartas
      Y consta que se barajan los descartes, y las cartas quedan en este orden: "1c 1o 2o 3o 4o 2c 3c 4c 1e 2e 3e 4e 1b 2b 3b 4b"
      Y el asiento 1 recibe "Cb Rb 1c 1o"
      Y el asiento 0 recibe "2o"
      # cálculo: 16 − 3 = 13
      Y el tamaño del mazo es 13

    @CONVENCION-rebarajar-descartes @FEM-III.15
    Escenario: si no se rebarajan los descartes de esta vuelta, vuelven en el rebarajado siguiente, y lo ya rebarajado no vuelve dos veces
      Dado la regla "reshuffle_includes_current_round" vale false
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 3o 4o |
        | 1       | 1c 2c 3c 4c |
        | 2       | 1e 2e 3e 4e |
        | 3       | 1b 2b 3b 4b |
      Y el mazo sigue con "5o 6o 7o So Co Ro 5c 6c 7c Sc Cc Rc 5e 6e 7e Se Ce Re 5b 6b 7b Sb Cb Rb"
      Y el siguiente barajado pone arriba "Rc So 1c"
      Y el siguiente barajado pone arriba "5e"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1b 2b 3b 4b"
      Y el asiento 2 se descarta de "1e 2e 3e 4e"
      Y el asiento 1 se descarta de "1c 2c 3c 4c"
      Y el asiento 0 se descarta de "1o 2o 3o 4o"
      Y los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5o 6o 7o So"
      Y el asiento 2 se descarta de "Co Ro"
      Y el asiento 1 se descarta de "7c Sc Cc Rc"
      Y el asiento 0 se descarta de "5e"
      # Segunda vuelta, como arriba: se rebarajan solo los 16 descartes de la primera (1c 1o 2o 3o 4o
      # 2c 3c 4c 1e 2e 3e 4e 1b 2b 3b 4b); el 1 toma Cb Rb 1c 1o y el 0, 2o. Quedan 13 en el mazo:
      # 3o 4o 2c 3c 4c 1e 2e 3e 4e 1b 2b 3b 4b. Las manos: el 3, Ce Re 5b 6b; el 2, 7b Sb 5c 6c;
      # el 1, Cb Rb 1c 1o; el 0, 2o 6e 7e Se. Los 11 descartes de esta vuelta esperan al siguiente
      # rebarajado: 5o 6o 7o So, Co Ro, 7c Sc Cc Rc y 5e.
      Y los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "Ce Re 5b 6b"
      Y el asiento 2 se descarta de "7b Sb 5c 6c"
      Y el asiento 1 se descarta de "Cb Rb 1c 1o"
      Y el asiento 0 se descarta de "2o 6e 7e Se"
      # Tercera vuelta: 3 ← 3o 4o 2c 3c, 2 ← 4c 1e 2e 3e, 1 ← 4e 1b 2b 3b, 0 ← 4b y el mazo se acaba.
      # Se rebarajan los 11 descartes de la segunda vuelta, y solo ellos: los 16 de la primera ya
      # volvieron al mazo y los 16 de esta esperan. El orden fijado pone arriba 5e y después las
      # demás en orden canónico: 5e 5o 6o 7o So Co Ro 7c Sc Cc Rc.
      Entonces consta que los descartes forman un mazo nuevo de 11 cartas
      Y consta que se barajan los descartes, y las cartas quedan en este orden: "5e 5o 6o 7o So Co Ro 7c Sc Cc Rc"
      Y el asiento 3 recibe "3o 4o 2c 3c"
      Y el asiento 0 recibe "4b 5e 5o 6o"
      # cálculo: 11 − 3 = 8
      Y el tamaño del mazo es 8

  Regla: CONVENCION-mazo-visible — el número de cartas del mazo es público, salvo si la regla lo oculta

    @CONVENCION-mazo-visible @FEM-III.16
    Escenario: con el valor por defecto se ve el tamaño del mazo tras el reparto
      Dado las reglas por defecto
      Y la regla "stock_size_public" vale true
      Y la semilla es 5
      Cuando empieza la partida
      # cálculo: 40 − 16 = 24
      Entonces el tamaño del mazo es 24

    @CONVENCION-mazo-visible @FEM-III.16
    Escenario: con el mazo oculto, su tamaño no se ve
      Dado la regla "stock_size_public" vale false
      Y la semilla es 5
      Cuando empieza la partida
      Entonces el tamaño del mazo no es visible

  Regla: CONVENCION-rondas-de-mus — se puede dar mus tantas veces seguidas como se quiera

    @CONVENCION-rondas-de-mus @FEM-IV.4
    Escenario: tres vueltas de mus seguidas, cada una con sus descartes, y después se corta
      Dado reparte el asiento 3
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc 3e 3b"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c"
      Y el asiento 2 se descarta de "4o"
      Y el asiento 1 se descarta de "5o"
      Y el asiento 0 se descarta de "1o"
      # Primera vuelta: 3 ← Ro, 2 ← Rc, 1 ← 3o, 0 ← 2o.
      Entonces la partida está en el mus
      Y habla el asiento 0
      # cálculo: 24 − 4 = 20
      Y el tamaño del mazo es 20
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "7e"
      Y el asiento 2 se descarta de "6c"
      Y el asiento 1 se descarta de "7c"
      Y el asiento 0 se descarta de "4c"
      # Segunda vuelta: 3 ← 1c, 2 ← 2c, 1 ← 6o, 0 ← 7o.
      Entonces la partida está en el mus
      Y habla el asiento 0
      # cálculo: 20 − 4 = 16
      Y el tamaño del mazo es 16
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "Co"
      Y el asiento 2 se descarta de "Se"
      Y el asiento 1 se descarta de "Ce"
      Y el asiento 0 se descarta de "6e"
      # Tercera vuelta: 3 ← So, 2 ← Sc, 1 ← 3e, 0 ← 3b.
      Entonces la partida está en el mus
      Y habla el asiento 0
      # cálculo: 16 − 4 = 12
      Y el tamaño del mazo es 12
      Y el asiento 3 tiene "1e Ro 1c So"
      Y el asiento 2 tiene "Rb Rc 2c Sc"
      Y el asiento 1 tiene "2b 3o 6o 3e"
      Y el asiento 0 tiene "Sb 2o 7o 3b"
      Cuando el asiento 0 corta el mus
      Entonces la partida está en el lance de grande
      Y habla el asiento 0

    # No fija stock_size_public: cuenta el mazo en la vista completa del motor («quedan N cartas»),
    # que lo tiene se vea o no en la mesa, así que vale bajo cualquier perfil.
    @CONVENCION-rondas-de-mus @FEM-IV.4
    Escenario: se vea o no el mazo, dos vueltas de mus seguidas, la primera de dos cartas cada uno, y después se corta
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc 3e 3b"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "4o 6c"
      Y el asiento 1 se descarta de "5o 7c"
      Y el asiento 0 se descarta de "1o 4c"
      # Primera vuelta, dos cartas a cada uno en el orden del descarte: 3 ← Ro Rc, 2 ← 3o 2o, 1 ← 1c 2c, 0 ← 6o 7o.
      Entonces la partida está en el mus
      Y habla el asiento 0
      Y el asiento 3 tiene "Co 1e Ro Rc"
      Y el asiento 0 tiene "6e Sb 6o 7o"
      # cálculo: 40 − 16 repartidas = 24; 24 − 8 servidas = 16
      Y quedan 16 cartas en el mazo
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "Co"
      Y el asiento 2 se descarta de "Se"
      Y el asiento 1 se descarta de "Ce"
      Y el asiento 0 se descarta de "Sb"
      # Segunda vuelta, una carta a cada uno: 3 ← So, 2 ← Sc, 1 ← 3e, 0 ← 3b.
      Entonces la partida está en el mus
      Y habla el asiento 0
      # cálculo: 16 − 4 = 12
      Y quedan 12 cartas en el mazo
      Y el asiento 3 tiene "1e Ro Rc So"
      Y el asiento 2 tiene "Rb 3o 2o Sc"
      Y el asiento 1 tiene "2b 1c 2c 3e"
      Y el asiento 0 tiene "6e 6o 7o 3b"
      Cuando el asiento 0 corta el mus
      Entonces la partida está en el lance de grande
      Y habla el asiento 0

  Regla: CONVENCION-falta-de-tanto — con corte libre, a falta de tanto quien no ha hablado corta fuera de turno

    @CONVENCION-falta-de-tanto @FEM-IV.7
    Esquema del escenario: con corte libre cuando faltan <margen> tantos o menos y el marcador A <a> - B <b>, el asiento 2 corta antes que la mano
      Dado la regla "falta_de_tanto" vale "corte_libre"
      Y la regla "falta_de_tanto_within" vale <margen>
      Y el marcador empieza en A <a> - B <b>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      # cálculo: <falta>
      Cuando el asiento 2 corta el mus
      Entonces consta que el asiento 2 corta el mus, fuera de turno
      Y la partida está en el lance de grande
      Y habla el asiento 0

      Ejemplos:
        | margen | a  | b  | falta                                    |
        | 4      | 36 | 0  | a la pareja A le faltan 40 − 36 = 4 ≤ 4  |
        | 4      | 10 | 39 | a la pareja B le falta 40 − 39 = 1 ≤ 4   |
        | 5      | 35 | 20 | a la pareja A le faltan 40 − 35 = 5 ≤ 5  |
        | 1      | 20 | 39 | a la pareja B le falta 40 − 39 = 1 ≤ 1   |

    @CONVENCION-falta-de-tanto @FEM-IV.7
    Esquema del escenario: <lectura> cuando faltan <margen> tantos o menos y el marcador A <a> - B <b>, el asiento 2 no puede cortar antes que la mano
      Dado la regla "falta_de_tanto" vale "<modo>"
      Y la regla "falta_de_tanto_within" vale <margen>
      Y el marcador empieza en A <a> - B <b>
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      # cálculo: <falta>
      Cuando el asiento 2 intenta cortar el mus
      Entonces la acción se rechaza porque no le toca hablar (FEM-IV.4)
      Y el asiento 2 no tiene acciones legales
      Y habla el asiento 0

      Ejemplos:
        | modo        | lectura                  | margen | a  | b  | falta                                                  |
        | corte_libre | con corte libre          | 4      | 35 | 20 | a A le faltan 5 > 4 y a B 20 > 4: nadie está a falta    |
        | corte_libre | con corte libre          | 5      | 34 | 30 | a A le faltan 6 > 5 y a B 10 > 5                        |
        | corte_libre | con corte libre          | 1      | 38 | 38 | a A y a B les faltan 2 > 1                              |
        | turno       | cortando solo en turno   | 4      | 39 | 0  | a A le falta 1 ≤ 4, pero con "turno" se corta en turno  |

    @CONVENCION-falta-de-tanto @FEM-IV.7
    Escenario: el corte libre cuando faltan 0 tantos no se admite: con margen 0 nunca se estaría a falta de tanto
      Dado la regla "falta_de_tanto" vale "corte_libre"
      # cálculo: a una pareja siempre le falta al menos 1 tanto > 0: el corte libre no se aplicaría nunca
      Entonces la regla "falta_de_tanto_within" no admite el valor 0 por CONVENCION-falta-de-tanto

    @CONVENCION-falta-de-tanto
    Esquema del escenario: cortando solo en turno, el margen de la falta de tanto va de 0 a 20 tantos: <valor> vale y <fuera> no
      Dado la regla "falta_de_tanto" vale "turno"
      Y la regla "falta_de_tanto_within" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "falta_de_tanto_within" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 0     | -1    |
        | 20    | 21    |

    @CONVENCION-falta-de-tanto @FEM-IV.7
    Esquema del escenario: con corte libre, el margen ha de ser menor que el objetivo: un margen de <margen> con un objetivo de <objetivo> vale, <no vale> no
      Dado la regla "falta_de_tanto" vale "corte_libre"
      Y la regla "target_points" vale <objetivo>
      Y la regla "falta_de_tanto_within" vale <margen>
      # cálculo: con un margen igual al objetivo (5 y 5, o 10 y 10), al empezar, con 0 tantos, ya faltarían los tantos del margen: se estaría a falta de tanto desde el primer reparto
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "<clave>" no admite el valor <fuera> por CONVENCION-falta-de-tanto

      Ejemplos:
        | objetivo | margen | no vale                            | clave                 | fuera |
        | 5        | 4      | un margen de 5 con ese objetivo    | falta_de_tanto_within | 5     |
        | 11       | 10     | un objetivo de 10 con ese margen   | target_points         | 10    |

    @CONVENCION-falta-de-tanto @FEM-IV.7
    Escenario: cortando solo en turno, el margen puede pasar del objetivo: a falta de tanto desde el primer reparto, solo la mano corta
      Dado la regla "falta_de_tanto" vale "turno"
      Y la regla "target_points" vale 5
      Y la regla "falta_de_tanto_within" vale 20
      Y reparte el asiento 3
      # cálculo: a cada pareja le faltan 5 − 0 = 5 ≤ 20 desde el primer reparto, pero cortando solo en turno habla la mano, el asiento 0
      Cuando empieza la partida
      Entonces habla el asiento 0
      Y el asiento 2 no tiene acciones legales
