# language: es
Característica: Convenciones del final — objetivo, juegos de la partida, fin en el acto, fin al contar y «estamos dentro»

  Cuándo termina un juego y una partida, y cuándo se anuncia que una pareja está a punto de ganar.
  Salvo que se diga otra cosa, reparte el asiento 3 (es mano el asiento 0) y las manos son las de
  referencia: asiento 0 Ro Rc 5e 4b, asiento 1 Co Cc 6e 4o, asiento 2 So 7c 6b 5o, asiento 3
  1o 1c 4e 5c; si todos pasan, se tantea grande 1 para A, chica 1 para B, pares 1 para A (par de
  reyes del asiento 0) y punto 1 para B (30 del asiento 1).

  Regla: CONVENCION-objetivo — gana el juego la primera pareja que llega al objetivo (40 tantos por defecto) o lo pasa

    @CONVENCION-objetivo @FEM-Intro.E
    Escenario: a 30 tantos, A gana al llegar a 30
      Dado la regla "target_points" vale 30
      Y el marcador empieza en A 28 - B 0
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando empieza la partida
      Entonces consta que empieza un juego a 30 tantos, con el marcador A 28 - B 0
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande A 28 + 1 = 29; chica B 1; pares A 29 + 1 = 30 = objetivo: el punto no se cuenta
      Entonces la partida termina y gana la pareja A por tantos
      Y el lance de punto no se resuelve
      Y el marcador es A 30 - B 1

    @CONVENCION-objetivo
    Escenario: a 40 tantos, los mismos 30 no ganan y se sigue jugando
      Dado la regla "target_points" vale 40
      Y el marcador empieza en A 28 - B 0
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
      Entonces la partida sigue
      Y consta que empieza la jugada 2, con el marcador A 30 - B 2
      # cálculo: A 28 + 1 + 1 = 30; B 1 + 1 = 2
      Y el marcador es A 30 - B 2

    @CONVENCION-objetivo
    Escenario: a 30 tantos no se puede empezar con una pareja en 30
      Dado la regla "target_points" vale 30
      Y el marcador empieza en A 0 - B 30
      Y reparte el asiento 3
      Cuando se intenta empezar la partida
      Entonces la partida no empieza porque la preparación de la partida no es válida

    @CONVENCION-objetivo
    Escenario: el marcador va de 0 tantos al objetivo: no se puede empezar con tantos negativos
      Dado el marcador empieza en A 0 - B -1
      Y reparte el asiento 3
      Cuando se intenta empezar la partida
      Entonces la partida no empieza porque la preparación de la partida no es válida

    @CONVENCION-objetivo
    Esquema del escenario: el objetivo se acuerda entre 5 y 100 tantos: <valor> vale y <fuera> no
      Dado la regla "target_points" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "target_points" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 5     | 4     |
        | 100   | 101   |

  Regla: CONVENCION-juegos-partida — la partida la gana quien gana los juegos acordados (uno por defecto)

    @CONVENCION-juegos-partida
    Escenario: a un juego, el juego ganado acaba la partida sin anunciar aparte su final
      Dado la regla "games_to_win" vale 1
      Y el marcador empieza en A 0 - B 39
      Y reparte el asiento 3
      Y las manos son:
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
      # cálculo: grande A 1; chica B 39 + 1 = 40: gana B
      Entonces consta que termina el juego 1 y lo gana la pareja B por tantos, con el marcador A 1 - B 40, y los juegos quedan A 0 - B 1
      Y no consta el final de la partida
      Y no consta el comienzo de un juego
      Y la pareja B lleva 1 juego
      Y la partida termina y gana la pareja B por tantos
      Cuando el asiento 1 intenta dar mus
      Entonces la acción se rechaza porque la partida ha terminado (FEM-Intro.E)

    @CONVENCION-juegos-partida
    Escenario: a dos juegos, cada pareja gana uno y la partida sigue; el tercero la decide
      Dado la regla "games_to_win" vale 2
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
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande A 1; chica B 39 + 1 = 40: B gana el primer juego
      Entonces consta que termina el juego 1 y lo gana la pareja B, y los juegos quedan A 0 - B 1
      Y consta que empieza el juego 2, con el marcador A 0 - B 0
      Y la pareja B lleva 1 juego
      # Segundo juego: reparte el asiento 0, es mano el 1; el órdago de B a la grande lo gana A (R R 5 4).
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que termina el juego 2 y lo gana la pareja A por órdago, y los juegos quedan A 1 - B 1
      Y no consta el final de la partida
      Y consta que empieza el juego 3, con el marcador A 0 - B 0
      Y consta que reparte el asiento 1 y es mano el asiento 2, por turno
      Y la pareja A lleva 1 juego
      Y la pareja B lleva 1 juego
      # Tercer juego: reparte el asiento 1, es mano el 2; el órdago de A a la grande lo gana A.
      Cuando el asiento 2 corta el mus
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que termina el juego 3 y lo gana la pareja A por órdago, y los juegos quedan A 2 - B 1
      Y consta que termina la partida y la gana la pareja A, y los juegos quedan A 2 - B 1
      Y todos ven el final de la partida
      Y la pareja A lleva 2 juegos

    @CONVENCION-juegos-partida @FEM-Intro.E
    Escenario: a nueve juegos la partida sigue mientras ninguna pareja gane nueve: tras ocho juegos empieza el 9 y tras nueve el 10
      # Cada juego lo decide un órdago a la grande querido (FEM-VI.6, VII.12): lo echa la mano
      # nada más cortar el mus, lo quiere el siguiente asiento (el primero de la pareja rival) y
      # lo gana la mejor grande de las cuatro manos. Las manos de una jugada en que gana A dan
      # los dos reyes al asiento 0 (Ro Rc 5e 4b); las de una en que gana B, al asiento 1. Nadie
      # más tiene rey ni tres, así que el de los dos reyes gana la grande sea quien sea la mano.
      # Cada juego nuevo lo reparte el que fue mano en el anterior (reparte 3, 0, 1, 2, 3…) y es
      # mano el siguiente a su derecha: las manos de cada jugada se fijan para ese repartidor.
      Dado la regla "games_to_win" vale 9
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
        | 0       | Co Cc 6e 4o |
        | 1       | Ro Rc 5e 4b |
        | 2       | 1o 1c 4e 5c |
        | 3       | So 7c 6b 5o |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Co Cc 6e 4o |
        | 1       | Ro Rc 5e 4b |
        | 2       | 1o 1c 4e 5c |
        | 3       | So 7c 6b 5o |
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
      Y en la jugada siguiente reparte el asiento 1 y las manos son:
        | asiento | cartas      |
        | 0       | Co Cc 6e 4o |
        | 1       | Ro Rc 5e 4b |
        | 2       | 1o 1c 4e 5c |
        | 3       | So 7c 6b 5o |
      Y en la jugada siguiente reparte el asiento 2 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 3 y las manos son:
        | asiento | cartas      |
        | 0       | Co Cc 6e 4o |
        | 1       | Ro Rc 5e 4b |
        | 2       | 1o 1c 4e 5c |
        | 3       | So 7c 6b 5o |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      # Juego 1: reparte el 3, es mano el 0; echa el órdago la pareja A y los dos reyes los tiene el asiento 0.
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      # cálculo: juegos A 0 + 1 = 1, B 0 + 0 = 0
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, y los juegos quedan A 1 - B 0
      # Juego 2: reparte el 0, es mano el 1; echa el órdago la pareja B y los dos reyes los tiene el asiento 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      # cálculo: juegos A 1 + 1 = 2, B 0 + 0 = 0
      Y consta que termina el juego 2 y lo gana la pareja A por órdago, y los juegos quedan A 2 - B 0
      # Juego 3: reparte el 1, es mano el 2; echa el órdago la pareja A y los dos reyes los tiene el asiento 1.
      Cuando el asiento 2 corta el mus
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el lance de grande lo gana la pareja B con el asiento 1 por el órdago
      # cálculo: juegos A 2 + 0 = 2, B 0 + 1 = 1
      Y consta que termina el juego 3 y lo gana la pareja B por órdago, y los juegos quedan A 2 - B 1
      # Juego 4: reparte el 2, es mano el 3; echa el órdago la pareja B y los dos reyes los tiene el asiento 1.
      Cuando el asiento 3 corta el mus
      Y el asiento 3 echa órdago
      Y el asiento 0 quiere
      Entonces consta que el lance de grande lo gana la pareja B con el asiento 1 por el órdago
      # cálculo: juegos A 2 + 0 = 2, B 1 + 1 = 2
      Y consta que termina el juego 4 y lo gana la pareja B por órdago, y los juegos quedan A 2 - B 2
      # Juego 5: reparte el 3, es mano el 0; echa el órdago la pareja A y los dos reyes los tiene el asiento 0.
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      # cálculo: juegos A 2 + 1 = 3, B 2 + 0 = 2
      Y consta que termina el juego 5 y lo gana la pareja A por órdago, y los juegos quedan A 3 - B 2
      # Juego 6: reparte el 0, es mano el 1; echa el órdago la pareja B y los dos reyes los tiene el asiento 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      # cálculo: juegos A 3 + 1 = 4, B 2 + 0 = 2
      Y consta que termina el juego 6 y lo gana la pareja A por órdago, y los juegos quedan A 4 - B 2
      # Juego 7: reparte el 1, es mano el 2; echa el órdago la pareja A y los dos reyes los tiene el asiento 1.
      Cuando el asiento 2 corta el mus
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el lance de grande lo gana la pareja B con el asiento 1 por el órdago
      # cálculo: juegos A 4 + 0 = 4, B 2 + 1 = 3
      Y consta que termina el juego 7 y lo gana la pareja B por órdago, y los juegos quedan A 4 - B 3
      # Juego 8: reparte el 2, es mano el 3; echa el órdago la pareja B y los dos reyes los tiene el asiento 0.
      Cuando el asiento 3 corta el mus
      Y el asiento 3 echa órdago
      Y el asiento 0 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      # cálculo: juegos A 4 + 1 = 5, B 3 + 0 = 3
      Y consta que termina el juego 8 y lo gana la pareja A por órdago, y los juegos quedan A 5 - B 3
      Y no consta el final de la partida
      Y consta que empieza el juego 9 de una partida a 9 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 3 y es mano el asiento 0, por turno
      Y la pareja A lleva 5 juegos
      Y la pareja B lleva 3 juegos
      Y la partida está en el mus
      # cálculo: cada juego empieza a cero
      Y el marcador es A 0 - B 0
      Y habla el asiento 0
      # Juego 9: reparte el 3, es mano el 0; echa el órdago la pareja A y los dos reyes los tiene el asiento 1.
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el lance de grande lo gana la pareja B con el asiento 1 por el órdago
      # cálculo: juegos A 5 + 0 = 5, B 3 + 1 = 4
      Y consta que termina el juego 9 y lo gana la pareja B por órdago, y los juegos quedan A 5 - B 4
      Y no consta el final de la partida
      Y consta que empieza el juego 10 de una partida a 9 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      Y la pareja A lleva 5 juegos
      Y la pareja B lleva 4 juegos
      Y la partida está en el mus
      # cálculo: cada juego empieza a cero
      Y el marcador es A 0 - B 0
      Y habla el asiento 1

    @CONVENCION-juegos-partida
    Esquema del escenario: la partida se juega a entre 1 y 9 juegos: <valor> vale y <fuera> no
      Dado la regla "games_to_win" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "games_to_win" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 1     | 0     |
        | 9     | 10    |

  Regla: CONVENCION-fin-inmediato — los tantos del acto que alcanzan el objetivo terminan el juego en ese momento (P8)

    @CONVENCION-fin-inmediato @FEM-VII.2
    Escenario: si los tantos en el acto acaban el juego (por defecto), la negada que llega a 40 lo acaba sin jugar los demás lances
      Dado la regla "end_on_immediate_points" vale true
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 39 - B 0
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      Entonces consta, en este orden y nada más: un no quiero, un apunte de tantos, las cuatro manos enseñadas, el final de una jugada y el final de un juego
      # cálculo: negada de grande: A 39 + 1 = 40
      Y la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      Y no consta el resultado de un lance
      Y el lance de chica no se juega
      Y consta que termina un juego y lo gana la pareja A por tantos, con el marcador A 40 - B 0
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 40 - B 0
      Cuando el asiento 0 intenta pasar
      Entonces la acción se rechaza porque la partida ha terminado (FEM-Intro.E)

    @CONVENCION-fin-inmediato @FEM-VII.2
    Escenario: si los tantos en el acto no acaban el juego, se acaba la jugada y gana la primera pareja que llegó a 40
      Dado la regla "end_on_immediate_points" vale false
      Y el marcador empieza en A 39 - B 39
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de grande: A 39 + 1 = 40, primera pareja en el objetivo
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y no consta el final de un juego
      Y no se enseñan las manos
      Y la partida está en el lance de chica
      Y la partida sigue
      Cuando el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: negada de chica: B 39 + 1 = 40, se apunta aunque A llegó antes
      Entonces la pareja B se apunta 1 tanto de negada en chica
      Y el marcador es A 40 - B 40
      Y la partida sigue
      Cuando pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces se enseñan las cuatro manos
      # cálculo: el tanteo ya no añade nada: el objetivo ya se alcanzó
      Y no hay más tantos
      Y consta que termina un juego y lo gana la pareja A por tantos, con el marcador A 40 - B 40
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 40 - B 40

    @CONVENCION-fin-inmediato @FEM-VII.2
    Escenario: la negada de la chica que alcanza el objetivo termina el juego en el acto, sin contar la grande en paso
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 39 - B 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de la chica, 1, en el acto: A 39 + 1 = 40 = objetivo; la grande en paso no llega a contarse
      Entonces la pareja A se apunta 1 tanto de negada en chica
      Y no hay más tantos
      Y el marcador es A 40 - B 0
      Y se enseñan las cuatro manos
      Y la partida termina y gana la pareja A por tantos
      Y el lance de grande no se resuelve
      Y el lance de pares no se juega

    @CONVENCION-fin-inmediato @FEM-VII.2
    Escenario: la negada de los pares que alcanza el objetivo termina el juego en el acto
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 39 - B 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # pares: los tienen el 0 (RR), el 1 (CC) y el 3 (dos ases); el 0 es la mano del lance
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de los pares, 1, en el acto: A 39 + 1 = 40; grande y chica en paso no se cuentan
      Entonces la pareja A se apunta 1 tanto de negada en pares
      Y no hay más tantos
      Y el marcador es A 40 - B 0
      Y la partida termina y gana la pareja A por tantos
      Y el lance de chica no se resuelve

  Regla: CONVENCION-fin-al-contar — al tantear gana la primera pareja que llega al objetivo, en el orden de los lances

    @CONVENCION-fin-al-contar @FEM-VII.2
    Escenario: el envite querido que pasa del objetivo se apunta entero y lo demás ya no se cuenta
      Dado el marcador empieza en A 38 - B 0
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 5
      Y el asiento 1 quiere
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta, en este orden y nada más: un paso, las cuatro manos enseñadas, el resultado de un lance, un apunte de tantos, el final de una jugada y el final de un juego
      # cálculo: grande querida, 5 para A (R R 5 4): 38 + 5 = 43 ≥ 40; chica, pares y punto no se cuentan
      Y la pareja A se apunta 5 tantos de envite en grande
      Y no hay más tantos
      Y el lance de chica no se resuelve
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 43 - B 0

    @CONVENCION-fin-al-contar
    Escenario: la chica de B se cuenta antes que los pares de A
      Dado el marcador empieza en A 38 - B 39
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
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
      # cálculo: grande A 38 + 1 = 39; chica B 39 + 1 = 40: gana B; los pares de A (que le darían 40) no se cuentan
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      Y no hay más tantos
      Y el lance de pares no se resuelve
      Y la partida termina y gana la pareja B por tantos
      Y el marcador es A 39 - B 40

    @CONVENCION-fin-al-contar
    Esquema del escenario: se tantea <orden>: con las dos parejas a un tanto, gana <gana>
      Dado la regla "count_order" vale "<orden>"
      Y el marcador empieza en A 38 - B 39
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
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
      # cálculo: el asiento 0 es mano, así que con "parejas" A cuenta primero
      # cálculo: "lances": grande A (R R 5 4) 38 + 1 = 39; chica B (1 1 4 5) 39 + 1 = 40: gana B
      # cálculo: "parejas": grande A 38 + 1 = 39; pares A (reyes del asiento 0) 39 + 1 = 40: gana A
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y <apunte>
      Y no hay más tantos
      Y el lance de <sin_resolver> no se resuelve
      Y la partida termina y gana la pareja <gana> por tantos
      Y el marcador es <marcador>

      @FEM-VII.2
      Ejemplos: lance a lance, como manda FEM VII.2
        | orden   | gana | apunte                                                       | sin_resolver | marcador    |
        | lances  | B    | la pareja B se apunta 1 tanto de paso en chica               | pares        | A 39 - B 40 |

      Ejemplos: pareja a pareja, regla de casa que aparta FEM VII.2
        | orden   | gana | apunte                                                       | sin_resolver | marcador    |
        | parejas | A    | la pareja A se apunta 1 tanto de pares en pares por el asiento 0 | chica        | A 40 - B 39 |

    @CONVENCION-fin-al-contar
    Escenario: contando por parejas, la pareja mano se apunta todo lo suyo aunque gane la otra
      Dado la regla "count_order" vale "parejas"
      Y el marcador empieza en A 30 - B 39
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
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
      # cálculo: A, mano, primero: grande 30 + 1 = 31; pares (reyes del asiento 0) 31 + 1 = 32
      # cálculo: después B: chica (1 1 4 5) 39 + 1 = 40: gana B; su punto (30 del asiento 1) ya no se cuenta
      # cálculo: contando lance a lance serían A 31 - B 40: los pares de A no se contarían
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y la pareja B se apunta 1 tanto de paso en chica
      Y no hay más tantos
      Y el lance de punto no se resuelve
      Y la partida termina y gana la pareja B por tantos
      Y el marcador es A 32 - B 40

    @CONVENCION-fin-al-contar
    Escenario: contando por parejas cuenta primero la pareja mano, no la pareja A
      Dado la regla "count_order" vale "parejas"
      Y el marcador empieza en A 39 - B 38
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 1c 4e 5c |
        | 1       | Ro Rc 5e 4b |
        | 2       | Co Cc 6e 4o |
        | 3       | So 7c 6b 5o |
      Cuando el asiento 1 corta el mus
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 2, 0
      Y pasan los asientos 1, 2, 3, 0
      # cálculo: el asiento 1 es mano, así que B cuenta primero: grande B (R R 5 4) 38 + 1 = 39; pares B (reyes del asiento 1) 39 + 1 = 40: gana B
      # cálculo: la chica de A (1 1 4 5 del asiento 0), que le daría 40, no se cuenta
      Entonces la pareja B se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de pares en pares por el asiento 1
      Y no hay más tantos
      Y el lance de chica no se resuelve
      Y la partida termina y gana la pareja B por tantos
      Y el marcador es A 39 - B 40

    @CONVENCION-fin-al-contar
    Escenario: contando por parejas, si la pareja mano no llega al objetivo, cuenta la otra
      Dado la regla "count_order" vale "parejas"
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 39 - B 30
      Y reparte el asiento 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 1c 4e 5c |
        | 1       | Ro Rc 5e 4b |
        | 2       | Co Cc 6e 4o |
        | 3       | So 7c 6b 5o |
      Cuando el asiento 1 corta el mus
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 2, 0
      Y pasan los asientos 1, 2, 3, 0
      # cálculo: el asiento 1 es mano: B primero, grande (R R 5 4) 30 + 1 = 31; pares (reyes del asiento 1) 31 + 1 = 32; no llega
      # cálculo: después A: chica (1 1 4 5 del asiento 0) 39 + 1 = 40: gana A; su punto (30 del asiento 2) ya no se cuenta
      Entonces la pareja B se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de pares en pares por el asiento 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y no hay más tantos
      Y el lance de punto no se resuelve
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 40 - B 32

    @CONVENCION-fin-al-contar
    Escenario: contando por parejas, el punto de la pareja mano no acaba la cuenta: después cuenta la otra
      Dado la regla "count_order" vale "parejas"
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 30 - B 39
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | So 7c 6b 5o |
        | 2       | Co Cc 6e 4o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: el asiento 0 es mano: A primero, grande (R R 5 4) 30 + 1 = 31; pares (reyes del asiento 0) 31 + 1 + 1 (caballos del asiento 2) = 33; punto (30 del asiento 2) 33 + 1 = 34; no llega
      # cálculo: después B: chica (1 1 4 5 del asiento 3) 39 + 1 = 40: gana B
      Entonces la pareja A se apunta 1 tanto de paso en grande
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 2
      Y la pareja A se apunta 1 tanto de punto en punto
      Y la pareja B se apunta 1 tanto de paso en chica
      Y no hay más tantos
      Y la partida termina y gana la pareja B por tantos
      Y el marcador es A 34 - B 40

    @CONVENCION-fin-al-contar
    Escenario: contando por parejas, los pares no queridos son de la pareja que envidó y se cuentan en su vez
      Dado la regla "count_order" vale "parejas"
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 30 - B 38
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 0 no quiere
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: la negada de pares, en el acto: B 38 + 1 = 39
      # cálculo: A, mano, primero: grande (R R 5 4) 30 + 1 = 31; los pares son de B, que envidó
      # cálculo: después B: chica (1 1 4 5) 39 + 1 = 40: gana B; sus pares y su punto ya no se cuentan
      Entonces la pareja B se apunta 1 tanto de negada en pares
      Y la pareja A se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      Y no hay más tantos
      Y la partida termina y gana la pareja B por tantos
      Y el marcador es A 31 - B 40

    @CONVENCION-fin-al-contar @CONVENCION-jugadas-tras-no-quiero
    Escenario: contando por parejas con las jugadas a la mejor, los pares no queridos se cuentan con la pareja que tiene la mejor
      Dado la regla "count_order" vale "parejas"
      Y la regla "jugadas_tras_no_quiero" vale "mejor_jugada"
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 38 - B 38
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 0 no quiere
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: la negada de pares, en el acto: B 38 + 1 = 39
      # cálculo: A, mano, primero: grande (R R 5 4) 38 + 1 = 39; los pares se cuentan como si nadie hubiera envidado: los reyes del asiento 0, A 39 + 1 = 40: gana A
      # cálculo: contando lance a lance ganaría B con la chica (1 1 4 5): 39 + 1 = 40
      Entonces la pareja B se apunta 1 tanto de negada en pares
      Y la pareja A se apunta 1 tanto de paso en grande
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y no hay más tantos
      Y el lance de chica no se resuelve
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 40 - B 39

    @CONVENCION-fin-al-contar @CONVENCION-jugadas-tras-no-quiero
    Escenario: contando por parejas con las jugadas a la mejor, la grande no querida sigue siendo de la pareja que envidó
      Dado la regla "count_order" vale "parejas"
      Y la regla "jugadas_tras_no_quiero" vale "mejor_jugada"
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 39 - B 30
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: la negada de grande, en el acto: B 30 + 1 = 31; la grande es de B, aunque la mejor la tenga el asiento 0
      # cálculo: A, mano, primero: pares (reyes del asiento 0) 39 + 1 = 40: gana A; lo de B (grande, chica, punto) ya no se cuenta
      # cálculo: contando lance a lance, la chica de B (1 1 4 5) iría antes: 31 + 1 = 32
      Entonces la pareja B se apunta 1 tanto de negada en grande
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y no hay más tantos
      Y el lance de grande no se resuelve
      Y el lance de chica no se resuelve
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 40 - B 31

    @CONVENCION-fin-al-contar
    Esquema del escenario: se tantea <orden>: el juego de una sola pareja se cuenta con ella
      Dado la regla "count_order" vale "<orden>"
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 0 - B 34
      Y reparte el asiento 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | So Se 6o 4e |
        | 1       | Rc Ro Cc Sc |
        | 2       | 1o 1c 4o 5o |
        | 3       | Co Ce 7o 4c |
      Cuando el asiento 1 corta el mus
      Y pasan los asientos 1, 2, 3, 0
      Y el asiento 1 envida 2
      Y el asiento 2 quiere
      Y el asiento 1 envida 2
      Y el asiento 2 quiere
      # cálculo: el asiento 1 es mano; juego solo lo tiene B (40 del asiento 1, 31 del asiento 3): no se habla
      # cálculo: "lances": grande B (R R C S) 34 + 1 = 35; chica A (1 1 4 5) 0 + 2 = 2; pares B 35 + 2 = 37, + 1 + 1 = 39; juego B, los 40 del asiento 1: 39 + 2 = 41
      # cálculo: "parejas": B primero: grande 35; pares 37, 38, 39; juego 41: gana B y la chica de A no se cuenta
      Entonces la pareja B se apunta 1 tanto de paso en grande
      Y la pareja B se apunta 2 tantos de envite en pares
      Y la pareja B se apunta 1 tanto de pares en pares por el asiento 1
      Y la pareja B se apunta 1 tanto de pares en pares por el asiento 3
      Y la pareja B se apunta 2 tantos de juego en juego por el asiento 1
      Y <chica>
      Y no hay más tantos
      Y la partida termina y gana la pareja B por tantos
      Y el marcador es <marcador>

      @FEM-VII.2
      Ejemplos: lance a lance, como manda FEM VII.2
        | orden   | chica                                             | marcador    |
        | lances  | la pareja A se apunta 2 tantos de envite en chica | A 2 - B 41  |

      Ejemplos: pareja a pareja, regla de casa que aparta FEM VII.2
        | orden   | chica                                             | marcador    |
        | parejas | el lance de chica no se resuelve                  | A 0 - B 41  |

    @CONVENCION-fin-al-contar
    Escenario: el orden del tanteo es "lances" o "parejas"
      Dado la regla "count_order" vale "parejas"
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "count_order" no admite el valor "mano"

  Regla: CONVENCION-estamos-dentro — se anuncia cuando a una pareja le faltan como mucho los tantos acordados (4 por defecto)

    @CONVENCION-estamos-dentro @FEM-VII.7
    Escenario: una sola vez por juego, aunque en la jugada siguiente la pareja siga sumando
      Dado la regla "announce_within" vale 4
      Y el marcador empieza en A 35 - B 0
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
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: grande A 35 + 1 = 36: le faltan 4, anuncia
      Entonces consta que la pareja A anuncia "estamos dentro", con el marcador A 36 - B 0
      # cálculo: ronda 1: A 36 + 1 (pares) = 37; B 1 + 1 = 2
      Y el marcador es A 37 - B 2
      # Segunda jugada: reparte el asiento 0, es mano el 1; se habla 1, 2, 3, 0.
      Cuando el asiento 1 corta el mus
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 3, 0
      Y pasan los asientos 1, 2, 3, 0
      Entonces no consta un «estamos dentro»
      Y la pareja A anuncia "estamos dentro" una sola vez
      Y la pareja B no anuncia "estamos dentro"
      # cálculo: ronda 2: grande A 38 (R R 5 4 del asiento 0), chica B 3 (A A 4 5), pares A 39 (reyes), punto B 4 (30)
      Y el marcador es A 39 - B 4

    @CONVENCION-estamos-dentro
    Esquema del escenario: si «estamos dentro» se anuncia a <dentro> tantos o menos, <resultado>
      Dado la regla "announce_within" vale <dentro>
      Y el marcador empieza en A 32 - B 0
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
      # cálculo: A 32 + 1 (grande: le faltan 7) + 1 (pares: le faltan 6) = 34; B 1 + 1 = 2
      Entonces el marcador es A 34 - B 2
      Y la pareja A <paso>

      Ejemplos:
        | dentro | resultado                                           | paso                                  |
        | 4      | a A le faltan 6 y no anuncia                        | no anuncia "estamos dentro"           |
        | 6      | A anuncia al llegar a 34 (le faltan 6)              | anuncia "estamos dentro" una sola vez |
        | 7      | A anuncia al llegar a 33 (le faltan 7), solo una vez | anuncia "estamos dentro" una sola vez |
        | 0      | nunca se anuncia                                    | no anuncia "estamos dentro"           |

    @CONVENCION-estamos-dentro
    Esquema del escenario: «estamos dentro» se anuncia a falta de 0 a 20 tantos, según se acuerde: <valor> vale y <fuera> no
      Dado la regla "announce_within" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "announce_within" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 0     | -1    |
        | 20    | 21    |

    @CONVENCION-estamos-dentro @FEM-VII.7
    Escenario: si «estamos dentro» se anuncia a 1 tanto o menos, la pareja lo anuncia cuando le falta uno
      Dado la regla "announce_within" vale 1
      Y el marcador empieza en A 38 - B 0
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: la negada, en el acto: A 38 + 1 = 39, le falta 40 − 39 = 1 ≤ 1
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y consta que la pareja A anuncia "estamos dentro", con el marcador A 39 - B 0
