# language: es
@FEM-VIII
Característica: Capítulo VIII — El lenguaje del mus: señas y algunos vocablos

  Aquí, las señas (VIII.1–VIII.7) desactivadas, como están por defecto: ninguna
  acción legal es una seña. Con las señas activadas, sus escenarios están en 08-senas.feature. El vocabulario (VIII.8) da nombre a lo que el motor hace:
  «envido» son dos tantos y «envido N» son N; el órdago se apuesta el juego; la negada es el tanto
  de no querer el primer envite; el deje, el tanto de más de una subida no querida en pares, juego
  o punto; la mano es el jugador a la derecha del que reparte y, en pares y juego, el primero que
  los tiene; «no juego» es jugar al punto.

  Regla: FEM-VIII.1 — solo se permiten las señas de la FEM

    @FEM-VIII.1 @CONVENCION-senas
    Escenario: quien no lleva nada tampoco tiene una seña de ciego: solo las acciones del lance
      # Asiento 2: S 7 6 5, sin pares ni juego.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1
      Entonces las acciones legales del asiento 2 son: pasar, envidar de 2 a 99 y echar órdago

  Regla: FEM-VIII.3 — al empezar la partida no hay señas hasta el primer corte del mus

    @FEM-VIII.3 @FEM-VIII.1 @CONVENCION-senas
    Escenario: al empezar la partida, mientras se habla del mus, no hay ninguna seña entre las acciones legales
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando empieza la partida
      Entonces las acciones legales del asiento 0 son: dar mus y cortar el mus
      Y el asiento 1 no tiene acciones legales
      Y el asiento 2 no tiene acciones legales
      Y el asiento 3 no tiene acciones legales

  Regla: FEM-VIII.4 — solo se señala una jugada que se tiene, nunca para preguntar, confirmar ni decidir: sin señas no queda cauce para nada de eso

    @FEM-VIII.4 @CONVENCION-senas
    Escenario: lo único que se dice de una mano son las declaraciones del motor, siempre verdaderas
      # Asiento 0: 3 y rey son par de reyes; asiento 1: 2 y as son par de ases.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 3o Rc 5e 4b |
        | 1       | 2o 1c 6e 7o |
        | 2       | So Cc 7c 4o |
        | 3       | Ro Co Sc 2c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces los asientos declaran pares en orden: 0 sí, 1 sí, 2 no, 3 no
      Y ningún asiento ve cartas ajenas

    @FEM-VIII.4 @CONVENCION-senas @CONVENCION-consultas
    Escenario: el compañero del que habla no puede hacer nada ni ve sus cartas
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Entonces habla el asiento 1
      Y el asiento 2 no tiene acciones legales
      Y el asiento 0 no tiene acciones legales
      Y ningún asiento ve cartas ajenas

  Regla: FEM-VIII.5 — cortado el mus, las señas van cuando cada uno quiera; aquí, desactivadas, no van nunca

    @FEM-VIII.5 @CONVENCION-senas
    Escenario: tampoco después de cortar el mus hay un momento para señas: en grande solo se pasa, se envida o se echa órdago
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Y el asiento 2 no tiene acciones legales

  Regla: FEM-VIII.7 — nadie tiene por qué confirmar a un contrario una seña: aquí ni siquiera hay cómo preguntarle

    @FEM-VIII.7 @CONVENCION-senas
    Escenario: no hay acción para preguntar a un contrario por una seña: una acción que no es del juego se rechaza sin cambiar nada
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 2 intenta una acción desconocida
      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.8)
      Y no hay más tantos
      # cálculo: nadie se ha apuntado nada: A 0 - B 0
      Y el marcador es A 0 - B 0

  Regla: FEM-VIII.8 — vocabulario: envido, envido N, órdago, negada, deje, mano

    @FEM-VIII.8 @CONVENCION-envite-minimo
    Escenario: «envido» son dos tantos y «N más» sube N sobre lo envidado
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "cierra"
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Entonces consta que el asiento 0 envida 2 a la grande, y el envite queda en 2
      Cuando el asiento 1 sube 3
      Entonces consta que el asiento 1 sube 3 a la grande, y el envite queda en 5
      Cuando el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 5 a la grande
      # cálculo: el envite querido se cobra al tantear: de momento nada
      Y el marcador es A 0 - B 0

    @FEM-VIII.8 @CONVENCION-negada
    Escenario: «envido 5» apuesta cinco tantos, pero no quererlo es una negada de un tanto
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 5
      Entonces consta que el asiento 0 envida 5 a la grande, y el envite queda en 5
      Y las acciones legales del asiento 1 son: querer, no querer, subir de 2 a 94 y echar órdago
      Cuando el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada: 1 tanto para A, no los 5 del envite
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      # cálculo: A 0 + 1 = 1
      Y el marcador es A 1 - B 0

    @FEM-VIII.8 @CONVENCION-ordago-respuesta @CONVENCION-negada
    Escenario: el órdago se quiere o no se quiere; no quererlo también es una negada
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Entonces consta que el asiento 0 echa órdago a la grande
      Y las acciones legales del asiento 1 son: querer y no querer
      Cuando el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: órdago no querido como primer envite: negada, 1 tanto para A
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      # cálculo: A 0 + 1 = 1
      Y el marcador es A 1 - B 0
      Y la partida sigue
      Y la partida está en el lance de chica

    @FEM-VIII.8 @CONVENCION-deje @FEM-VII.1 @CONVENCION-jugadas-tras-no-quiero
    Escenario: el deje en el juego: la subida no querida paga lo querido antes y un tanto más
      # Reparte el asiento 1: es mano el asiento 2. Juego: asiento 2 31, asiento 0 32, asiento 1 31.
      Dado la regla "deje" vale true
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
      Y el asiento 2 envida
      Y el asiento 1 sube 2
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: en el acto: lo querido antes de la subida, el envido de 2, para B
      Entonces la pareja B se apunta 2 tantos de envite no querido en juego
      # cálculo: y el deje del juego, 1
      Y la pareja B se apunta 1 tanto de deje en juego
      # cálculo: al tantear: grande en paso, R R 6 6 del asiento 0, 1 para A
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso, A 4 5 7 del asiento 3, 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso para A: duples del asiento 0 (3) y medias del asiento 2 (2)
      Y la pareja A se apunta 3 tantos de pares en pares por el asiento 0
      Y la pareja A se apunta 2 tantos de pares en pares por el asiento 2
      # cálculo: el juego no querido es de B, que subió: cobra su 31 del asiento 1, 3 (aunque la 31 del asiento 2, más cerca de la mano, le habría ganado)
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 1
      Y no hay más tantos
      # cálculo: A 1 + 3 + 2 = 6; B 2 + 1 + 1 + 3 = 7
      Y el marcador es A 6 - B 7

    @FEM-VIII.8
    Escenario: la mano es el jugador a la derecha del que reparte, y habla primero
      Dado reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando empieza la partida
      Entonces consta que empieza una jugada, reparte el asiento 1, es mano el asiento 2
      Y habla el asiento 2
      Y las acciones legales del asiento 2 son: dar mus y cortar el mus
      Cuando el asiento 2 corta el mus
      Entonces el lance de grande empieza con mano el asiento 2 y hablan los asientos 2, 3, 0, 1

    @FEM-VIII.8 @FEM-VI.22
    Escenario: en pares y en juego es mano del lance el primero que los tiene contando desde la mano
      # Mano el asiento 0, sin pares ni juego. Pares: asientos 1 (cuatros), 2 (reyes), 3 (sotas).
      # Juego: asientos 2 y 3, 31 cada uno.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 7o 6o 5o 1o |
        | 1       | 4c 4e 6c 5c |
        | 2       | Ro Rc Co 1c |
        | 3       | So Sc Ce 1e |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 1 y hablan los asientos 1, 2, 3
      Y habla el asiento 1
      Cuando el asiento 0 intenta pasar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)
      Cuando pasan los asientos 1, 2, 3
      Entonces el lance de juego empieza con mano el asiento 2 y hablan los asientos 2, 3
      Y habla el asiento 2

    @FEM-VIII.8
    Escenario: «no juego»: si nadie tiene juego se juega el punto entre los cuatro
      Dado reparte el asiento 3
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
      Entonces los asientos declaran juego en orden: 0 no, 1 no, 2 no, 3 no
      Y el lance de juego no se juega
      Y el lance de punto empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Y la partida está en el lance de punto

  Regla: CONVENCION-senas — las miradas, que deciden quién ve una seña, solo se ajustan con las señas activadas, y dentro de sus límites: cada peso de 0 a 100 y alguno mayor que 0, cada mirada de 1 a 100 pasos, y nunca más como mínimo que como máximo

    @CONVENCION-senas
    Esquema del escenario: con las señas desactivadas no se ajustan las miradas, que solo deciden quién ve una seña, ni el momento de las señas (no vale <caso>)
      Dado la regla "signals_enabled" vale false
      Entonces la regla "<clave>" no admite el valor <valor> por CONVENCION-senas

      Ejemplos:
        | caso                                 | clave          | valor        |
        | cambiar los pesos de las miradas     | gaze_weights   | [1, 1, 1]    |
        | cambiar lo menos que dura una mirada | gaze_min_ticks | 3            |
        | cambiar lo más que dura una mirada   | gaze_max_ticks | 5            |
        | cambiar el momento de las señas      | signal_moment  | "reglamento" |

    @CONVENCION-senas
    Escenario: con las señas activadas, una mirada no puede durar como mínimo más pasos que como máximo
      # Una mirada al azar dura entre gaze_min_ticks y gaze_max_ticks pasos.
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 3
      Entonces la regla "gaze_min_ticks" no admite el valor 7 por CONVENCION-senas

    @CONVENCION-senas
    Esquema del escenario: con las señas activadas, cada peso de las miradas va de 0 a 100 y alguno no es 0, y una mirada dura de 1 a 100 pasos (no vale <caso>)
      Dado la regla "signals_enabled" vale true
      Entonces la regla "<clave>" no admite el valor <valor>

      Ejemplos:
        | caso                                                        | clave          | valor       |
        | que todos los pesos sean 0: nadie miraría a ninguna parte   | gaze_weights   | [0, 0, 0]   |
        | un peso de 101 para mirar al compañero                      | gaze_weights   | [101, 1, 1] |
        | un peso negativo para mirar a cada rival                    | gaze_weights   | [2, -1, 2]  |
        | que una mirada dure como mínimo 0 pasos                     | gaze_min_ticks | 0           |
        | que una mirada dure como máximo 101 pasos                   | gaze_max_ticks | 101         |
