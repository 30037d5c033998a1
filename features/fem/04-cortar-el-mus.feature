# language: es
@FEM-IV
Característica: Capítulo IV — Para cortar el mus
  Tras el reparto se decide el mus: habla la mano y la palabra va hacia la derecha
  (0 → 1 → 2 → 3 → 0). Un corte termina el mus y empieza la grande con la mano;
  cuatro mus llevan a los descartes. En el juego digital se habla de uno en uno, por turno. A
  falta de tanto (IV.7) una regla de la partida decide si se puede cortar fuera de turno (P6).
  El minuto que tiene cada pareja para dar o cortar el mus (IV.1) lo aplica el árbitro de la
  partida: sus escenarios están en 05-tiempo.feature.

  Regla: FEM-IV.2 — el mus se puede cortar con cualquier jugada

    @FEM-IV.2
    Esquema del escenario: la mano con <jugada> puede dar mus o cortarlo, y lo corta
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <cartas>    |
        | 1       | 1o 6c 7e 5o |
        | 2       | 2o 4c Se 6b |
        | 3       | 1c 5e 7c 4b |
      Cuando empieza la partida
      Entonces las acciones legales del asiento 0 son: dar mus y cortar el mus
      Cuando el asiento 0 corta el mus
      Entonces consta que el asiento 0 corta el mus, en su turno
      Y la partida está en el lance de grande
      Y habla el asiento 0

      Ejemplos:
        | jugada                             | cartas      |
        | nada (4 5 6 7, sin pares ni juego) | 4o 5c 6e 7b |
        | duples de reyes (R R 3 3)          | Ro Rc 3e 3b |
        | 31 (C S R 1)                       | Co Sc Re 1b |

  Regla: FEM-IV.3 — se puede hablar hasta cortar el mus, pero en el juego digital no hay canal para hablar

    @FEM-IV.3 @FEM-VIII.8
    Escenario: lo único que se puede hacer es dar o cortar el mus; cualquier otra cosa no es una acción
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces las acciones legales del asiento 0 son: dar mus y cortar el mus
      Y el asiento 2 no tiene acciones legales
      Cuando el asiento 0 intenta una acción desconocida
      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.8)
      Y habla el asiento 0

  Regla: FEM-IV.4 — habla primero la mano y la palabra va hacia la derecha; un corte acaba el mus

    @FEM-IV.4
    Escenario: la mano da mus la primera y después hablan, por turno, el segundo, el tercero y el cuarto
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y habla el asiento 0
      Cuando el asiento 0 da mus
      Entonces consta que el asiento 0 da mus
      Y todos ven el mus de un asiento
      Y habla el asiento 1
      Y las acciones legales del asiento 1 son: dar mus y cortar el mus
      Y el asiento 0 no tiene acciones legales
      Cuando el asiento 1 da mus
      Entonces habla el asiento 2
      Cuando el asiento 2 da mus
      Entonces habla el asiento 3
      Y las acciones legales del asiento 3 son: dar mus y cortar el mus

    @FEM-IV.4
    Esquema del escenario: al empezar, el asiento <asiento> no puede <acción> antes que la mano
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento <asiento> intenta <acción>
      Entonces la acción se rechaza porque no le toca hablar (FEM-IV.4)
      Y habla el asiento 0

      Ejemplos:
        | asiento | acción        |
        | 1       | dar mus       |
        | 1       | cortar el mus |
        | 2       | cortar el mus |
        | 3       | dar mus       |

    @FEM-IV.4
    Escenario: quien ya dio mus no vuelve a hablar, y el siguiente no habla antes de su turno
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      Y el asiento 0 intenta cortar el mus
      Entonces la acción se rechaza porque no le toca hablar (FEM-IV.4)
      Cuando el asiento 2 intenta dar mus
      Entonces la acción se rechaza porque no le toca hablar (FEM-IV.4)
      Y habla el asiento 1

    @FEM-IV.4
    Escenario: con cuatro mus no se juega ningún lance y se pasa a los descartes, empezando por el postre
      Dado reparte el asiento 3
      Y la regla "signals_enabled" vale false
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      Y el asiento 1 da mus
      Y el asiento 2 da mus
      Y el asiento 3 da mus
      Entonces consta, en este orden y nada más: el mus de un asiento
      Y consta que el asiento 3 da mus
      Y la partida está en el descarte
      Y habla el asiento 3
      Y el lance de grande no se juega

    @FEM-IV.4
    Escenario: si el segundo corta, se acaba el mus y la grande empieza con la mano
      Dado reparte el asiento 3
      Y la regla "signals_enabled" vale false
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      Y el asiento 1 corta el mus
      Entonces consta, en este orden y nada más: el corte del mus y el comienzo de un lance
      Y consta que el asiento 1 corta el mus, en su turno
      Y todos ven el corte del mus
      Y consta que el lance de grande empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Y la partida está en el lance de grande
      Y habla el asiento 0
      Y las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Y el asiento 2 no tiene acciones legales

    @FEM-IV.4
    Escenario: el cuarto corta después de tres mus y la grande empieza igualmente con la mano
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      Y el asiento 1 da mus
      Y el asiento 2 da mus
      Y el asiento 3 corta el mus
      Entonces consta que el asiento 3 corta el mus, en su turno
      Y el lance de grande empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Y habla el asiento 0

    @FEM-IV.4
    Escenario: si reparte el asiento 1, el mus empieza en el 2 y los descartes en el 1
      Dado reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces habla el asiento 2
      Cuando el asiento 2 da mus
      Entonces habla el asiento 3
      Cuando el asiento 3 da mus
      Y el asiento 0 da mus
      Entonces habla el asiento 1
      Cuando el asiento 1 da mus
      Entonces la partida está en el descarte
      Y habla el asiento 1

    @FEM-IV.4
    Esquema del escenario: mientras se decide el mus no se puede <acción>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento <asiento> intenta <acción>
      Entonces la acción se rechaza porque no es el momento de esa acción (FEM-IV.4)
      Y la partida está en el mus
      Y habla el asiento 0

      Ejemplos:
        | asiento | acción                |
        | 0       | envidar               |
        | 0       | pasar                 |
        | 0       | echar órdago          |
        | 0       | querer                |
        | 0       | descartarse de "1o"   |
        | 2       | envidar               |

  Regla: FEM-IV.5 — la consulta entre compañeros no tiene canal en el juego digital

    @FEM-IV.5
    Escenario: mientras la mano decide, su compañero no puede hacer nada ni ve sus cartas
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      Entonces el asiento 2 no tiene acciones legales
      Y el asiento 2 tiene "4o 6c Se Rb"
      Y ningún asiento ve cartas ajenas

  Regla: FEM-IV.6 — un órdago solo vale para un lance

    @FEM-IV.6
    Escenario: un órdago a la grande querido acaba la partida por la grande, aunque la chica fuera del rival
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 1c 4o 5c |
        | 2       | Co 6c 7e 5o |
        | 3       | Sc 6e 7b 4c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a la grande
      Y se enseñan las cuatro manos
      # R R 5 4 del asiento 0 es la mejor grande; la mejor chica (1 1 4 5, asiento 1) no cuenta.
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y el lance de chica no se juega
      Y el lance de chica no se resuelve
      Y el lance de pares no se resuelve
      Y la partida termina y gana la pareja A por órdago
      # cálculo: el órdago querido no apunta tantos y no se cuenta nada más de la jugada
      Y no hay más tantos
      # cálculo: el órdago no apunta tantos ni lleva el marcador al objetivo: A 0 - B 0
      Y el marcador es A 0 - B 0
      Y la partida está en su final
      Cuando el asiento 1 intenta pasar
      Entonces la acción se rechaza porque la partida ha terminado (FEM-Intro.E)

    @FEM-IV.6
    Escenario: un órdago a la chica querido se decide solo por la chica y la grande en paso no se cuenta
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 1c 4o 5c |
        | 2       | Co 6c 7e 5o |
        | 3       | Sc 6e 7b 4c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      # 1 1 4 5 del asiento 1 es la mejor chica.
      Entonces el lance de chica lo gana la pareja B con el asiento 1 por el órdago
      Y el lance de grande no se resuelve
      Y la partida termina y gana la pareja B por órdago
      # cálculo: el órdago anula la cuenta de la jugada: ni el paso de la grande ni nada más se apunta
      Y no hay más tantos
      # cálculo: ni el paso de la grande (que sería 1 para A) ni el órdago apuntan tantos: A 0 - B 0
      Y el marcador es A 0 - B 0

    # Los dos siguientes no fijan games_to_win: el órdago gana el juego (el primero de la partida)
    # sea la partida de un juego o de varios, así que valen bajo cualquier perfil.
    @FEM-IV.6
    Escenario: sea cual sea el número de juegos, el órdago a la grande querido da el juego por la grande aunque la chica sea del rival
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 1c 4o 5c |
        | 2       | Co 6c 7e 5o |
        | 3       | Sc 6e 7b 4c |
      # Con más de un juego, el siguiente lo reparte el asiento 0 (la mano pasa al 1).
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a la grande
      Y se enseñan las cuatro manos
      # R R 5 4 del asiento 0 es la mejor grande; la mejor chica (1 1 4 5, asiento 1, de B) no cuenta.
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y el lance de chica no se resuelve
      Y el lance de pares no se resuelve
      # cálculo: el órdago querido no apunta tantos: el primer juego acaba en A 0 - B 0 y es de A, que lleva 1 juego y B 0
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0
      Y no hay más tantos
      Y la pareja A lleva 1 juego
      Y la pareja B lleva 0 juegos

    @FEM-IV.6
    Escenario: sea cual sea el número de juegos, el órdago a la chica querido se decide solo por la chica y la grande en paso no se cuenta
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 1c 4o 5c |
        | 2       | Co 6c 7e 5o |
        | 3       | Sc 6e 7b 4c |
      # Con más de un juego, el siguiente lo reparte el asiento 0 (la mano pasa al 1).
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el órdago a la chica
      # 1 1 4 5 del asiento 1 es la mejor chica; la grande en paso (R R 5 4, asiento 0, de A) no se cuenta.
      Y el lance de chica lo gana la pareja B con el asiento 1 por el órdago
      Y el lance de grande no se resuelve
      # cálculo: ni el paso de la grande (1 para A) ni el órdago apuntan tantos: el juego acaba en A 0 - B 0 y es de B
      Y consta que termina el juego 1 y lo gana la pareja B por órdago, con el marcador A 0 - B 0, y los juegos quedan A 0 - B 1
      Y no hay más tantos
      Y la pareja A lleva 0 juegos
      Y la pareja B lleva 1 juego

  Regla: FEM-IV.7 — a falta de tanto se puede cortar el mus en cualquier momento, según cómo se lea (P6)

    @FEM-IV.7 @CONVENCION-falta-de-tanto
    Escenario: si a falta de tanto se corta solo en turno, nadie corta fuera de turno, aunque a la pareja A le falten 3 tantos
      Dado el marcador empieza en A 37 - B 10
      Y la regla "falta_de_tanto" vale "turno"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces el asiento 2 no tiene acciones legales
      Cuando el asiento 2 intenta cortar el mus
      Entonces la acción se rechaza porque no le toca hablar (FEM-IV.4)
      Cuando el asiento 0 corta el mus
      Entonces consta que el asiento 0 corta el mus, en su turno
      Y habla el asiento 0

    @FEM-IV.7 @CONVENCION-falta-de-tanto
    Escenario: con corte libre a falta de tanto y a la pareja A le faltan 3 tantos, el asiento 2 corta antes que la mano
      Dado la regla "falta_de_tanto" vale "corte_libre"
      Y el marcador empieza en A 37 - B 10
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      # cálculo: a la pareja A le faltan 40 − 37 = 3 tantos ≤ falta_de_tanto_within (4)
      Entonces las acciones legales del asiento 0 son: dar mus y cortar el mus
      Y las acciones legales del asiento 2 son: cortar el mus
      Y las acciones legales del asiento 1 son: cortar el mus
      Cuando el asiento 2 corta el mus
      Entonces consta que el asiento 2 corta el mus, fuera de turno
      Y la partida está en el lance de grande
      Y el lance de grande empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Y habla el asiento 0

    @FEM-IV.7 @CONVENCION-falta-de-tanto
    Escenario: con corte libre, quien ya dio mus no puede cortar fuera de turno, pero quien no ha hablado sí
      Dado la regla "falta_de_tanto" vale "corte_libre"
      Y el marcador empieza en A 10 - B 38
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      Y el asiento 1 da mus
      # cálculo: a la pareja B le faltan 40 − 38 = 2 tantos ≤ 4
      Entonces el asiento 0 no tiene acciones legales
      Y las acciones legales del asiento 3 son: cortar el mus
      Cuando el asiento 0 intenta cortar el mus
      Entonces la acción se rechaza porque no le toca hablar (FEM-IV.4)
      Cuando el asiento 3 corta el mus
      Entonces consta que el asiento 3 corta el mus, fuera de turno
      Y habla el asiento 0
