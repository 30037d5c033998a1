# language: es
@FEM-Intro
Característica: Introducción — el formato de la partida

  Un juego lo gana la primera pareja que llega a los tantos del objetivo (40 por defecto) y una
  partida, la que gana los juegos acordados (1 por defecto; pregunta P4). Cuando la partida ha terminado no se admite ninguna acción más.

  Con las manos de referencia (reparte el asiento 3, es mano el asiento 0): asiento 0 Ro Rc 5e 4b,
  asiento 1 Co Cc 6e 4o, asiento 2 So 7c 6b 5o, asiento 3 1o 1c 4e 5c, si todos pasan se tantea
  grande en paso 1 para A, chica en paso 1 para B, pares 1 para A (par de reyes del asiento 0) y
  punto 1 para B.

  Regla: FEM-Intro.E — formato de la partida: juegos y tantos

    @FEM-Intro.E @CONVENCION-objetivo
    Escenario: el juego termina al llegar a 40 y después no se puede jugar más
      Dado la regla "target_points" vale 40
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 38 - B 0
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
      # cálculo: grande A 38 + 1 = 39; chica B 0 + 1 = 1; pares A 39 + 1 = 40: gana A y el punto no se cuenta
      Entonces consta que termina el juego 1 y lo gana la pareja A por tantos, con el marcador A 40 - B 1, y los juegos quedan A 1 - B 0
      Y no consta el final de la partida
      Y no consta el comienzo de una jugada
      Y la partida termina y gana la pareja A por tantos
      Y la partida está en su final
      # cálculo: A 40 - B 1
      Y el marcador es A 40 - B 1
      Cuando el asiento 1 intenta pasar
      Entonces la acción se rechaza porque la partida ha terminado (FEM-Intro.E)

    @FEM-Intro.E @CONVENCION-juegos-partida
    Escenario: a dos juegos, el segundo empieza a cero y la partida acaba cuando A gana otro
      Dado la regla "games_to_win" vale 2
      Y el marcador empieza en A 38 - B 0
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
      # cálculo: grande A 39, chica B 1, pares A 40: A gana el primer juego
      Entonces consta que termina el juego 1 y lo gana la pareja A por tantos, con el marcador A 40 - B 1, y los juegos quedan A 1 - B 0
      Y no consta el final de la partida
      Y consta que empieza el juego 2 de una partida a 2 juegos, con el marcador A 0 - B 0
      Y consta que reparte el asiento 0 y es mano el asiento 1, por turno
      Y la pareja A lleva 1 juego
      Y la pareja B lleva 0 juegos
      # cálculo: el segundo juego empieza a cero
      Y el marcador es A 0 - B 0
      Y habla el asiento 1
      Cuando el asiento 1 corta el mus
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina el juego 2 y lo gana la pareja A por órdago
      Y consta que termina la partida y la gana la pareja A, y los juegos quedan A 2 - B 0
      Y la pareja A lleva 2 juegos
      Y la partida termina y gana la pareja A por órdago
      Cuando el asiento 2 intenta dar mus
      Entonces la acción se rechaza porque la partida ha terminado (FEM-Intro.E)

    @FEM-Intro.E @CONVENCION-objetivo
    Escenario: no se puede empezar un juego con una pareja ya en el objetivo
      Dado el marcador empieza en A 40 - B 0
      Y reparte el asiento 3
      Cuando se intenta empezar la partida
      Entonces la partida no empieza porque la preparación de la partida no es válida
