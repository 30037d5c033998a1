# language: es
Característica: El tiempo de cada decisión — el minuto del mus (FEM-IV.1) y los demás límites del árbitro
  El motor no tiene reloj: el árbitro de la partida, que pide a cada jugador su decisión, le
  da un límite de tiempo. El Reglamento solo fija uno, el minuto de cada pareja para dar o cortar
  el mus (FEM-IV.1); su capítulo V trata de la duración de la partida, del tiempo razonable para
  hablar y del descanso, sin límites por decisión. Los demás límites son una convención de musfem
  (CONVENCION-tiempo-decision): un minuto para el descarte, 30 segundos para responder a un envite,
  dos minutos ante un órdago o un envite que por el tanteo equivale a un órdago, y 30 segundos
  para cualquier otra decisión. Son los ajustes del árbitro por defecto, que se pueden cambiar.
  Quien agota su tiempo, se desconecta o contesta algo que no vale recibe la acción por defecto de
  la situación (no quiero ante un envite, paso con la palabra, corte en el mus, el descarte
  mínimo) o pierde la partida por abandono, según lo que digan los ajustes del árbitro para cada
  caso. En estos escenarios el reloj es simulado: quien no contesta agota su límite al instante.

  Regla: FEM-IV.1 — cada pareja tiene como mucho un minuto para dar o cortar el mus: el árbitro da un minuto a cada decisión de mus y, si se agota, corta por el jugador, con cualquier jugada (FEM-IV.2)

    @FEM-IV.1 @FEM-IV.2
    Escenario: la mano no contesta en el mus: pasa su minuto y el árbitro corta el mus por ella
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 1o 6c 7e 5o |
        | 2       | 2o 4c Se 6b |
        | 3       | 1c 5e 7c 4b |
      Cuando el asiento 0 no contesta a tiempo
      # cálculo: el mus tiene mus_time_ms = 60000 (FEM IV.1: un minuto por pareja para el mus)
      Entonces el árbitro anota que el asiento 0 no contesta a tiempo en el mus, con un límite de 60 segundos
      # cálculo: mus_timeout_action = "corte"; FEM-IV.2: se corta con cualquier jugada, aquí 4 5 6 7
      Y el árbitro juega por el asiento 0: cortar el mus
      Y consta que el asiento 0 corta el mus, en su turno
      Y la partida está en el lance de grande
      Y habla el asiento 0

    @FEM-IV.1
    Escenario: si la acción por defecto en el mus es dar mus, quien no contesta en el mus da mus
      Dado reparte el asiento 3
      Y el ajuste del árbitro "mus_timeout_action" vale "mus"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 1o 6c 7e 5o |
        | 2       | 2o 4c Se 6b |
        | 3       | 1c 5e 7c 4b |
      Cuando el asiento 0 da mus
      Y el asiento 1 no contesta a tiempo
      # cálculo: situación mus, mus_time_ms = 60000; la acción por defecto es la del ajuste: mus
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo en el mus, con un límite de 60 segundos
      Y el árbitro juega por el asiento 1: dar mus
      Y la partida está en el mus
      Y habla el asiento 2

  Regla: CONVENCION-tiempo-decision — fuera del mus, que es de FEM-IV.1, musfem pone su límite a cada decisión (un minuto el descarte, 30 s un envite o hablar, dos minutos un órdago); agotado, la acción por defecto o el abandono

    # El descarte tiene el mismo límite que una decisión de mus.
    @CONVENCION-tiempo-decision
    Escenario: el postre no elige su descarte a tiempo: se descarta de la primera carta de su mano
      Dado reparte el asiento 3
      Y la regla "discard_order" vale "repartidor_primero"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces habla el asiento 3
      Cuando el asiento 3 no contesta a tiempo
      # cálculo: el descarte usa el límite del mus: mus_time_ms = 60000 (un minuto, por convención)
      Entonces el árbitro anota que el asiento 3 no contesta a tiempo en el descarte, con un límite de 60 segundos
      # cálculo: min_discard = 1: una carta, la primera de su mano tal como se repartió (5c)
      Y el árbitro juega por el asiento 3: descartarse de "5c"
      Y habla el asiento 2

    # Quien agota su tiempo con un envite pendiente no quiere; con la palabra, pasa.
    @CONVENCION-tiempo-decision @FEM-VI.21
    Escenario: el segundo no responde al envite en sus 30 segundos: no quiere, y responde su compañero
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no contesta a tiempo
      # cálculo: envite de 2 a 0-0 con objetivo 40: 2 < 40, un envite corriente: answer_time_ms = 30000
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo ante un envite, con un límite de 30 segundos
      Y el árbitro juega por el asiento 1: no querer
      Y consta que el asiento 1 no quiere, y aún contesta su compañero
      Y habla el asiento 3

    @CONVENCION-tiempo-decision @FEM-VI.21
    Escenario: los dos contrarios dejan pasar su tiempo: la negada se cobra como si no quisieran
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no contesta a tiempo
      Y el asiento 3 no contesta a tiempo
      Entonces el árbitro juega por el asiento 3: no querer
      Y consta que el asiento 3 no quiere a la grande, y queda no querido
      # cálculo: primer envite de la grande no querido: negada = 1 para A, en el acto
      Y la pareja A se apunta 1 tanto de negada en grande
      Y el marcador es A 1 - B 0
      Y la partida está en el lance de chica

    @CONVENCION-tiempo-decision
    Escenario: ante un órdago el límite es de dos minutos, y quien lo agota no lo quiere
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 no contesta a tiempo
      # cálculo: órdago: ordago_time_ms = 120000 (dos minutos, por convención)
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo ante un órdago, con un límite de 120 segundos
      Y el árbitro juega por el asiento 1: no querer
      Y habla el asiento 3
      Y la partida sigue

    @CONVENCION-tiempo-decision
    Escenario: un envite que por el tanteo equivale a un órdago tiene también dos minutos
      Dado reparte el asiento 3
      Y el marcador empieza en A 35 - B 10
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 5
      Y el asiento 1 no contesta a tiempo
      # cálculo: a la pareja A le faltan 40 - 35 = 5 tantos; el envite de 5 se los daría: vale un órdago
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo ante un órdago, con un límite de 120 segundos
      Y el árbitro juega por el asiento 1: no querer

    @CONVENCION-tiempo-decision
    Escenario: un envite menor que lo que falta a cada pareja es un envite corriente
      Dado reparte el asiento 3
      Y el marcador empieza en A 35 - B 10
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 4
      Y el asiento 1 no contesta a tiempo
      # cálculo: faltan 5 a A y 30 a B; 4 < 5 y 4 < 30: un envite corriente, answer_time_ms = 30000
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo ante un envite, con un límite de 30 segundos

    @CONVENCION-tiempo-decision
    Escenario: la mano no habla en la grande a tiempo: pasa
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 no contesta a tiempo
      # cálculo: con la palabra y sin envite: decision_time_ms = 30000; la acción por defecto es paso
      Entonces el árbitro anota que el asiento 0 no contesta a tiempo cuando le toca hablar, con un límite de 30 segundos
      Y el árbitro juega por el asiento 0: pasar
      Y habla el asiento 1

    @CONVENCION-tiempo-decision
    Escenario: los límites se ajustan: si responder a un envite tiene un límite de dos segundos, se anota ese límite
      Dado reparte el asiento 3
      Y el ajuste del árbitro "answer_time_ms" vale 2000
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no contesta a tiempo
      # cálculo: answer_time_ms = 2000 del ajuste
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo ante un envite, con un límite de 2 segundos

    # Agotar el tiempo puede costar la partida (abandono), según el ajuste.
    @CONVENCION-tiempo-decision
    Escenario: si agotar el tiempo es abandonar, quien no responde al envite hace perder a su pareja
      Dado reparte el asiento 3
      Y el ajuste del árbitro "on_timeout" vale "abandono"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no contesta a tiempo
      Entonces el árbitro anota que el asiento 1 no contesta a tiempo ante un envite, con un límite de 30 segundos
      # cálculo: el asiento 1 es de la pareja B (asientos 1 y 3): gana la pareja A
      Y la pareja A gana por abandono
      Y habla el asiento 1

    @CONVENCION-tiempo-decision @FEM-IV.1
    Escenario: quien se desconecta hace perder a su pareja (por defecto, desconectarse es abandonar)
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 1o 6c 7e 5o |
        | 2       | 2o 4c Se 6b |
        | 3       | 1c 5e 7c 4b |
      Cuando el asiento 0 se desconecta
      Entonces el árbitro anota que el asiento 0 se desconecta en el mus, con un límite de 60 segundos
      # cálculo: el asiento 0 es de la pareja A (asientos 0 y 2): gana la pareja B
      Y la pareja B gana por abandono
      Y la partida está en el mus

    @CONVENCION-tiempo-decision @FEM-IV.1
    Escenario: si al desconectarse se juega la acción por defecto, quien se desconecta en el mus corta el mus
      Dado reparte el asiento 3
      Y el ajuste del árbitro "on_disconnect" vale "accion"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 1o 6c 7e 5o |
        | 2       | 2o 4c Se 6b |
        | 3       | 1c 5e 7c 4b |
      Cuando el asiento 0 se desconecta
      Entonces el árbitro anota que el asiento 0 se desconecta en el mus, con un límite de 60 segundos
      Y el árbitro juega por el asiento 0: cortar el mus
      Y la partida está en el lance de grande

    # Una respuesta que no vale se trata como el tiempo agotado (on_illegal).
    @CONVENCION-tiempo-decision @FEM-IV.1
    Escenario: quien envida en el mus no hace nada válido: el motor lo rechaza y el árbitro corta por él
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 1o 6c 7e 5o |
        | 2       | 2o 4c Se 6b |
        | 3       | 1c 5e 7c 4b |
      Cuando el asiento 0 contesta envidar sin poder hacerlo
      Entonces el árbitro anota que el asiento 0 contesta algo que no vale en el mus, con un límite de 60 segundos
      # cálculo: on_illegal = "accion" y mus_timeout_action = "corte": el árbitro corta el mus
      Y el árbitro juega por el asiento 0: cortar el mus
      Y consta que el asiento 0 corta el mus, en su turno

    @CONVENCION-tiempo-decision
    Escenario: si contestar algo que no vale es abandonar, una respuesta que no es una acción hace perder a su pareja
      Dado reparte el asiento 3
      Y el ajuste del árbitro "on_illegal" vale "abandono"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 contesta algo que no es una acción
      Entonces el árbitro anota que el asiento 1 contesta algo que no vale ante un envite, con un límite de 30 segundos
      # cálculo: el asiento 1 es de la pareja B: gana la pareja A
      Y la pareja A gana por abandono
