# language: es
Característica: Envites — escenarios que cierran supervivientes de las pruebas de mutación

  Escenarios escritos para matar mutantes del motor que la especificación dejaba vivos
  (reports/mutantes.md, make mutantes): lo que el postre con 33 no puede hacer no se extiende al
  postre sin 33, ni a un órdago que no es a juego, y «quiero y no pierdo» sigue siendo solo suyo.

  En todos reparte el asiento 3: es mano el 0 y postre el 3. Nadie tiene pares salvo donde se dice.
  Con el órdago querido el juego se acaba (y la partida, si es a un juego).

  Regla: FEM-VI.9 — el postre con 33 no puede querer un órdago a juego; los demás, sí

    @FEM-VI.9 @CONVENCION-postre-33
    Escenario: el postre con 31, no con 33, quiere un órdago a juego y el juego se decide
      # Juego: asiento 0 32 (R C 5 7), asiento 3 31 (R C S A); el asiento 1 (4 5 6 7 = 22) y el
      # 2 (4 5 6 A = 16) no tienen. El órdago del 0 lo responde el 3; el 31 gana al 32.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 5o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 1e |
        | 3       | Rb Cb Sb 1b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 echa órdago
      Y el asiento 3 quiere
      Entonces se emite el evento GameFinished con winner="B", reason="ordago"

    @FEM-VI.9 @CONVENCION-postre-33
    Escenario: el postre con 33 quiere un órdago a pares, que no es a juego
      # Pares: asiento 0 par de cincos, asiento 3 (el postre, 10+10+7+6 = 33) par de reyes; el 1
      # (C S 7 4) y el 2 (C S 6 A) no tienen. El órdago del 0 lo responde el 3, y el par de reyes
      # gana al de cincos.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 5o 5c 4o 1o |
        | 1       | Co Sc 7c 4c |
        | 2       | Ce Se 6e 1e |
        | 3       | Rb Re 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 echa órdago
      Y el asiento 3 quiere
      Entonces se emite el evento GameFinished con winner="B", reason="ordago"

  Regla: FEM-VI.10 — «quiero y no pierdo» es solo del postre con 33 ante un órdago a juego

    @FEM-VI.10
    Escenario: quien no es el postre con 33 no puede decir «quiero y no pierdo», aunque su compañero tenga juego
      # Juego: asientos 0 (32), 1 (31) y 3 (31); el 2 no tiene. El asiento 0 envida y responde
      # primero el 1, que no es el postre ni tiene 33, y no está ante un órdago.
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 5o 7o |
        | 1       | Rc Cc Sc 1c |
        | 2       | 4e 5e 6e 1e |
        | 3       | Rb Cb Sb 1b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Y el asiento 1 intenta decir "quiero y no pierdo"
      Entonces la acción se rechaza con NO_PIERDO por FEM-VI.10
