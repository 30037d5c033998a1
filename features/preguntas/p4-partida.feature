# language: es
Característica: P4 — ¿cuántos juegos forman una partida (FEM Intro.E)?

  El Reglamento habla de partidas «a cinco juegos» y la edición de 2025 de «cuatro juegos de
  cuarenta»; musfem juega por defecto un solo juego a 40 tantos. La pregunta P4 tiene cuatro
  opciones, cada una un número de juegos que hay que ganar: «un-juego» (1), «tres-juegos» (3),
  «cuatro-juegos» (4) y «cinco-juegos» (5).

  Un juego lo gana la primera pareja que llega a 40 tantos, o la que gana un órdago querido. Si
  con él la pareja no ha ganado aún los juegos de la partida, empieza el juego siguiente: el
  marcador vuelve a A 0 - B 0, sigue el turno de reparto (reparte el que era mano) y el final de
  cada juego dice los juegos que lleva cada pareja. El final de la partida se anuncia aparte
  solo cuando la partida es de más de un juego: con un juego, el juego es la partida. No hay
  manera de empezar una partida con juegos ya ganados, así que para llegar al final de una
  partida de N juegos se juegan N juegos, cada uno resuelto con un órdago.

  Las manos son siempre las de referencia: asiento 0 Ro Rc 5e 4b, asiento 1 Co Cc 6e 4o,
  asiento 2 So 7c 6b 5o, asiento 3 1o 1c 4e 5c. La mejor grande es la del asiento 0 (pareja A);
  la mejor chica la del asiento 3 (pareja B); tienen pares el 0 (reyes), el 1 y el 3; nadie
  tiene juego y el mejor punto es el del asiento 1 (30). El juego 1 lo reparte el asiento 3; cada
  juego siguiente lo reparte el asiento de la derecha del que repartió el anterior.

  Regla: CONVENCION-juegos-partida — la partida la gana la pareja que gana los juegos acordados

    @P4 @FEM-Intro.E @CONVENCION-juegos-partida @CONVENCION-rotacion-mano @CONVENCION-objetivo
    Esquema del escenario: A gana el primer juego al llegar a 40 con la grande en paso — <resultado>
      Dado la regla "games_to_win" vale <juegos>
      Y el marcador empieza en A 39 - B 0
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
      # cálculo: grande en paso, 1 para A (R R 5 4): 39 + 1 = 40 = objetivo; el tanteo se para ahí (la chica de B no se cuenta)
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por tantos, con el marcador A 40 - B 0, y los juegos quedan A 1 - B 0
      Y no consta el final de la partida
      Y la pareja A lleva 1 juego
      Y la pareja B lleva 0 juegos
      Y <juego 2>
      Y <reparto>
      Y la partida está en <fase>
      # cálculo: <cuenta>
      Y el marcador es A <a> - B 0
      Cuando el asiento 1 intenta dar mus
      Entonces <mus>

      @opcion:un-juego
      Ejemplos: «un-juego»: el juego ganado es la partida, sin anunciar aparte el final de la partida
        | juegos | resultado                        | juego 2                           | reparto                              | fase      | cuenta                                           | a  | mus                                                |
        | 1      | la partida termina con ese juego | no consta el comienzo de un juego | no consta la elección del que reparte | su final | la partida acabó: el marcador se queda en 40 - 0 | 40 | la acción se rechaza porque la partida ha terminado (FEM-Intro.E) |

      @opcion:tres-juegos
      Ejemplos: «tres-juegos»: A lleva 1 juego de 3 y empieza el segundo
        | juegos | resultado                       | juego 2                                                                | reparto                                                                   | fase         | cuenta                                | a | mus                 |
        | 3      | empieza el juego 2, A lleva 1-0 | consta que empieza el juego 2 de una partida a 3 juegos, con el marcador A 0 - B 0 | consta que reparte el asiento 0 y es mano el asiento 1, por turno | el mus | el juego 2 empieza de cero: A 0 - B 0 | 0 | la acción se acepta |

      @opcion:cuatro-juegos
      Ejemplos: «cuatro-juegos»: A lleva 1 juego de 4 y empieza el segundo
        | juegos | resultado                       | juego 2                                                                | reparto                                                                   | fase         | cuenta                                | a | mus                 |
        | 4      | empieza el juego 2, A lleva 1-0 | consta que empieza el juego 2 de una partida a 4 juegos, con el marcador A 0 - B 0 | consta que reparte el asiento 0 y es mano el asiento 1, por turno | el mus | el juego 2 empieza de cero: A 0 - B 0 | 0 | la acción se acepta |

      @opcion:cinco-juegos
      Ejemplos: «cinco-juegos»: A lleva 1 juego de 5 y empieza el segundo
        | juegos | resultado                       | juego 2                                                                | reparto                                                                   | fase         | cuenta                                | a | mus                 |
        | 5      | empieza el juego 2, A lleva 1-0 | consta que empieza el juego 2 de una partida a 5 juegos, con el marcador A 0 - B 0 | consta que reparte el asiento 0 y es mano el asiento 1, por turno | el mus | el juego 2 empieza de cero: A 0 - B 0 | 0 | la acción se acepta |

    @P4 @FEM-Intro.E @CONVENCION-juegos-partida @CONVENCION-rotacion-mano @FEM-VI.6
    Esquema del escenario: A gana tres juegos seguidos, cada uno con un órdago — <resultado>
      Dado la regla "games_to_win" vale <juegos>
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
      Y en la jugada siguiente reparte el asiento 1 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
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
      Y no consta el final de la partida
      Y consta que empieza el juego 2 de una partida a <juegos> juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      # Juego 2: reparte el asiento 0, es mano el 1; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 2 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 2 - B 0
      Y no consta el final de la partida
      Y consta que empieza el juego 3 de una partida a <juegos> juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 1 y es mano el asiento 2, por turno
      # Juego 3: reparte el asiento 1, es mano el 2; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 2 corta el mus
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 3 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 3 - B 0
      Y la pareja A lleva 3 juegos
      Y la pareja B lleva 0 juegos
      Y <fin de partida>
      Y <juego 4>
      Y la partida está en <fase>
      # cálculo: el órdago no apunta tantos y cada juego empieza en A 0 - B 0
      Y el marcador es A 0 - B 0
      Cuando el asiento 3 intenta cortar el mus
      Entonces <corte>

      @opcion:tres-juegos
      Ejemplos: «tres-juegos»: el tercer juego ganado acaba la partida
        | juegos | resultado               | fin de partida                                               | juego 4                           | fase      | corte                                              |
        | 3      | A gana la partida 3 - 0 | consta que termina la partida y la gana la pareja A, y los juegos quedan A 3 - B 0 | no consta el comienzo de un juego | su final | la acción se rechaza porque la partida ha terminado (FEM-Intro.E) |

      @opcion:cuatro-juegos
      Ejemplos: «cuatro-juegos»: con 3 juegos no basta, empieza el cuarto
        | juegos | resultado                        | fin de partida                      | juego 4                                                                | fase         | corte               |
        | 4      | A lleva 3 - 0 y sigue el juego 4 | no consta el final de la partida | consta que empieza el juego 4 de una partida a 4 juegos, con el marcador A 0 - B 0 | el mus | la acción se acepta |

      @opcion:cinco-juegos
      Ejemplos: «cinco-juegos»: con 3 juegos no basta, empieza el cuarto
        | juegos | resultado                        | fin de partida                      | juego 4                                                                | fase         | corte               |
        | 5      | A lleva 3 - 0 y sigue el juego 4 | no consta el final de la partida | consta que empieza el juego 4 de una partida a 5 juegos, con el marcador A 0 - B 0 | el mus | la acción se acepta |

    @P4 @FEM-Intro.E @CONVENCION-juegos-partida @CONVENCION-rotacion-mano @FEM-VI.6
    Esquema del escenario: A gana cuatro juegos seguidos, cada uno con un órdago — <resultado>
      Dado la regla "games_to_win" vale <juegos>
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
      Y en la jugada siguiente reparte el asiento 1 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 3 y las manos son:
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
      Y no consta el final de la partida
      Y consta que empieza el juego 2 de una partida a <juegos> juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      # Juego 2: reparte el asiento 0, es mano el 1; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 2 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 2 - B 0
      Y no consta el final de la partida
      Y consta que empieza el juego 3 de una partida a <juegos> juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 1 y es mano el asiento 2, por turno
      # Juego 3: reparte el asiento 1, es mano el 2; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 2 corta el mus
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 3 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 3 - B 0
      Y no consta el final de la partida
      Y consta que empieza el juego 4 de una partida a <juegos> juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 2 y es mano el asiento 3, por turno
      # Juego 4: reparte el asiento 2, es mano el 3; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 3 corta el mus
      Y el asiento 3 echa órdago
      Y el asiento 0 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 4 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 4 - B 0
      Y la pareja A lleva 4 juegos
      Y <fin de partida>
      Y <juego 5>
      Y la partida está en <fase>
      Cuando el asiento 0 intenta cortar el mus
      Entonces <corte>

      @opcion:cuatro-juegos
      Ejemplos: «cuatro-juegos»: el cuarto juego ganado acaba la partida
        | juegos | resultado               | fin de partida                                               | juego 5                           | fase      | corte                                              |
        | 4      | A gana la partida 4 - 0 | consta que termina la partida y la gana la pareja A, y los juegos quedan A 4 - B 0 | no consta el comienzo de un juego | su final | la acción se rechaza porque la partida ha terminado (FEM-Intro.E) |

      @opcion:cinco-juegos
      Ejemplos: «cinco-juegos»: con 4 juegos no basta, empieza el quinto
        | juegos | resultado                        | fin de partida                      | juego 5                                                                | fase         | corte               |
        | 5      | A lleva 4 - 0 y sigue el juego 5 | no consta el final de la partida | consta que empieza el juego 5 de una partida a 5 juegos, con el marcador A 0 - B 0 | el mus | la acción se acepta |

    @P4 @opcion:cinco-juegos @FEM-Intro.E @CONVENCION-juegos-partida @CONVENCION-rotacion-mano @FEM-VI.6
    Escenario: a cinco juegos, B gana el primero y A los cinco siguientes: la partida acaba 5 - 1 en el sexto juego
      Dado la regla "games_to_win" vale 5
      Y el marcador empieza en A 0 - B 39
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
      Y en la jugada siguiente reparte el asiento 1 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 3 y las manos son:
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
      # Juego 1: reparte el asiento 3, es mano el 0; todos pasan.
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso 1 para A (0 + 1 = 1); chica en paso 1 para B (1 1 4 5): 39 + 1 = 40, gana B
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja B por tantos, con el marcador A 1 - B 40, y los juegos quedan A 0 - B 1
      Y no consta el final de la partida
      Y consta que empieza el juego 2 de una partida a 5 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      # Juego 2: reparte el asiento 0, es mano el 1; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 2 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 1
      Y no consta el final de la partida
      Y consta que empieza el juego 3 de una partida a 5 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 1 y es mano el asiento 2, por turno
      # Juego 3: reparte el asiento 1, es mano el 2; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 2 corta el mus
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 3 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 2 - B 1
      Y no consta el final de la partida
      Y consta que empieza el juego 4 de una partida a 5 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 2 y es mano el asiento 3, por turno
      # Juego 4: reparte el asiento 2, es mano el 3; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 3 corta el mus
      Y el asiento 3 echa órdago
      Y el asiento 0 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 4 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 3 - B 1
      Y no consta el final de la partida
      Y consta que empieza el juego 5 de una partida a 5 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 3 y es mano el asiento 0, por turno
      # Juego 5: reparte el asiento 3, es mano el 0; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 5 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 4 - B 1
      Y no consta el final de la partida
      Y consta que empieza el juego 6 de una partida a 5 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      # Juego 6: reparte el asiento 0, es mano el 1; el órdago a la grande lo gana A con R R 5 4 del asiento 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 6 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 5 - B 1
      Y consta que termina la partida y la gana la pareja A, y los juegos quedan A 5 - B 1
      Y todos ven el final de la partida
      Y no consta el comienzo de un juego
      Y la pareja A lleva 5 juegos
      Y la pareja B lleva 1 juego
      Y la partida está en su final
      # cálculo: el último juego lo resolvió un órdago, que no apunta tantos: A 0 - B 0
      Y el marcador es A 0 - B 0
      Cuando el asiento 2 intenta cortar el mus
      Entonces la acción se rechaza porque la partida ha terminado (FEM-Intro.E)
