# language: es
@FEM-IX
Característica: Capítulo IX — Los errores y sus penalizaciones

  El capítulo tiene un solo artículo: quien se equivoca al decir «sí» o «no» en pares o en juego
  puede rectificar mientras no se haya querido ninguna apuesta de ese lance. En musfem ese error no
  puede producirse: no hay ninguna acción de declarar; antes de pares y antes de juego el motor
  declara por cada asiento, desde la mano y a la vista de todos, lo que sus cartas tienen
  (CONVENCION-declaracion-pares-juego), y tantea con esas mismas cartas.

  Manos de este capítulo (reparte el asiento 3, es mano el asiento 0), a ocho reyes:
  asiento 0 3o Rc 5e 4b (el 3 es rey: par de reyes; 29), asiento 1 2o 1c 6e 7o (el 2 es as: par de
  ases; 15), asiento 2 So Cc 7c 4o (sin pares; 31), asiento 3 Ro Co Sc 2c (sin pares; 10 + 10 +
  10 + 1 = 31).

  Regla: FEM-IX.1 — quien dijo por error «sí» o «no» en pares o en juego puede rectificarlo mientras no se haya querido una apuesta, y la mano vuelve a abrir el lance: en musfem la declaración sale de los naipes y no hay nada que rectificar

    @FEM-IX.1 @CONVENCION-declaracion-pares-juego
    Escenario: el motor declara los pares de cada asiento tal como son, y juegan los pares solo quienes los tienen
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
      Entonces consta que el asiento 0 declara que tiene pares
      Y el asiento 0 declara que tiene pares
      Y el asiento 1 declara que tiene pares
      Y el asiento 2 declara que no tiene pares
      Y el asiento 3 declara que no tiene pares
      Y el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 2 intenta envidar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)

    @FEM-IX.1 @CONVENCION-declaracion-pares-juego
    Escenario: el motor declara el juego de cada asiento tal como es, y juegan el juego solo quienes lo tienen
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
      Y pasan los asientos 0, 1
      Entonces consta que el asiento 3 declara que tiene juego
      Y el asiento 0 declara que no tiene juego
      Y el asiento 1 declara que no tiene juego
      Y el asiento 2 declara que tiene juego
      Y el asiento 3 declara que tiene juego
      Y el lance de juego empieza con mano el asiento 2 y hablan los asientos 2, 3
      Y el lance de punto no se juega

    @FEM-IX.1 @CONVENCION-declaracion-pares-juego
    Escenario: quien tiene juego lo declara aunque sea el único, y no se juega el punto
      # Asiento 2: So Cb 7c 4c, 31, el único juego (de A); los demás 29, 30 y 11.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So Cb 7c 4c |
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
      Entonces los asientos declaran juego en orden: 0 no, 1 no, 2 sí, 3 no
      Y el lance de juego no se juega
      Y el lance de punto no se juega
      Y el lance de juego lo gana la pareja A por no tener rival
      # cálculo: el juego es solo de A: la 31 del asiento 2, 3 tantos
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 2
      # cálculo: grande en paso, R R 5 4 del asiento 0: 1 para A
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso, A A 4 5 del asiento 3: 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso, reyes del asiento 0: 1 para A
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: nada de punto: hay juego
      Y no hay más tantos
      # cálculo: A 3 + 1 + 1 = 5; B 1
      Y el marcador es A 5 - B 1

    @FEM-IX.1 @CONVENCION-declaracion-pares-juego
    Escenario: con 30 no se tiene juego: se declara «no» y se cobra solo el punto
      Dado reparte el asiento 3
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
      Entonces el asiento 1 declara que no tiene juego
      Y el lance de punto empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces el lance de punto lo gana la pareja B con el asiento 1 por mejor jugada
      # cálculo: el 30 del asiento 1 gana el punto: 1 tanto de punto para B, ninguno de juego
      Y la pareja B se apunta 1 tanto de punto en punto
      Y el lance de juego no se resuelve

    @FEM-IX.1
    Escenario: el tanteo paga exactamente las jugadas que el motor declaró
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 3o Rc 5e 4b |
        | 1       | 2o 1c 6e 7o |
        | 2       | So Cc 7c 4o |
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
      Y pasan los asientos 0, 1
      Y pasan los asientos 2, 3
      # cálculo: grande en paso: R R 5 4 del asiento 0 gana a R C S A del 3 en la segunda carta: 1 para A
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: A A 6 7 del asiento 1 gana a A S C R del 3: 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares: reyes del asiento 0 ganan a ases del 1: 1 (par) para A
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: juego: 31 del asiento 2 y 31 del 3 empatan; gana el 2, más cerca de la mano: 3 para A
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 1 + 3 = 5; B 1
      Y el marcador es A 5 - B 1
