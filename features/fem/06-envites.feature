# language: es
@FEM-VI
Característica: Capítulo VI — De los envites
  Cómo se envida, se sube, se quiere y no se quiere; quién habla en pares y en juego; las
  jugadas máximas y mínimas; el postre con 33 ante un órdago a juego; las declaraciones.
  En el juego digital se habla de uno en uno, por turno. Asientos 0-3; pareja A = 0 y 2,
  pareja B = 1 y 3; la mano es el siguiente al que reparte y se habla 0 → 1 → 2 → 3.
  Ocho reyes: cada 3 es un rey (vale 10) y cada 2 es un as (vale 1).

  Regla: FEM-VI.1 — los envites de dos compañeros nunca son simultáneos

    @FEM-VI.1
    Escenario: con un envite pendiente solo un asiento tiene acciones legales y el compañero no puede echar otro
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Entonces las acciones legales del asiento 1 son: querer, no querer, subir de 2 a 97 y echar órdago
      Y el asiento 0 no tiene acciones legales
      Y el asiento 2 no tiene acciones legales
      Y el asiento 3 no tiene acciones legales
      Cuando el asiento 2 intenta envidar 5
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Cuando el asiento 2 intenta echar órdago
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)

  Regla: FEM-VI.2 — con un envite pendiente, el compañero del que envida no habla hasta que respondan los contrarios, y no lo sube mientras ellos no lo suban

    @FEM-VI.2
    Escenario: contesta el primer rival, en sentido antihorario después del que envida
      Dado reparte el asiento 3
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
      Y todos ven un envite
      Y habla el asiento 1
      Y las acciones legales del asiento 1 son: querer, no querer, subir de 2 a 97 y echar órdago

    @FEM-VI.2
    Escenario: ni el que envida ni su compañero pueden subir, querer ni echar órdago mientras el envite está pendiente
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 2 intenta subir 2
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Cuando el asiento 2 intenta querer
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Cuando el asiento 2 intenta echar órdago
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Cuando el asiento 0 intenta subir 2
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Y habla el asiento 1

    @FEM-VI.2
    Escenario: cuando los contrarios suben, el compañero del que envidó ya puede responder y es el compañero del que sube quien calla
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
      Y el asiento 1 sube 3
      Entonces consta que el asiento 1 sube 3 a la grande, y el envite queda en 5
      Y habla el asiento 2
      Cuando el asiento 3 intenta querer
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Cuando el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 5 a la grande

    @FEM-VI.2
    Escenario: pasar o envidar no son respuestas a un envite pendiente
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 intenta pasar
      Entonces la acción se rechaza porque hay un envite sin contestar (FEM-VI.2)
      Cuando el asiento 1 intenta envidar 5
      Entonces la acción se rechaza porque hay un envite sin contestar (FEM-VI.2)

    @FEM-VI.2
    Escenario: el compañero no puede corregir el envite al momento, pero sube como cualquiera cuando vuelve a hablar
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 2 intenta subir 3
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Cuando el asiento 1 sube 2
      Entonces habla el asiento 2
      Cuando el asiento 2 sube 3
      Entonces consta que el asiento 2 sube 3 a la grande, y el envite queda en 7

  Regla: FEM-VI.3 — quien quiere un envite en singular habla solo por él, y su compañero puede corregirle y subir: así juega musfem cuando el quiero es rectificable; por defecto lo aparta (CONVENCION-quiero-cierra) y el primer quiero cierra la apuesta para la pareja

    @FEM-VI.3 @FEM-VI.4 @CONVENCION-quiero-cierra
    Escenario: el compañero del que quiere le rectifica y sube; si los que envidaron no quieren la subida, cobran los dos tantos queridos
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "rectificable"
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 2 a la grande
      # cálculo: el quiero en singular obliga solo al asiento 1; su compañero, el 3, aún habla:
      # lo confirma o sube (2 más como mínimo, hasta 99 − 2 = 97), pero no lo deja en no quiero (vale el quiero, VI.4)
      Y la partida está en el lance de grande
      Y las acciones legales del asiento 3 son: querer, subir de 2 a 97 y echar órdago
      Cuando el asiento 3 intenta no querer
      Entonces la acción se rechaza porque hay un envite sin contestar (FEM-VI.4)
      Cuando el asiento 3 sube 5
      Entonces consta que el asiento 3 sube 5 a la grande, y el envite queda en 7
      Y habla el asiento 0
      # cálculo: A no quiere la subida: B cobra en el acto lo que ya estaba querido, 2 (la grande no tiene deje)
      Cuando el asiento 0 no quiere
      Y el asiento 2 no quiere
      Entonces el marcador es A 0 - B 2
      Y la partida está en el lance de chica

    @FEM-VI.3 @CONVENCION-quiero-cierra
    Escenario: el compañero del que quiere lo confirma y la grande queda querida en dos
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "rectificable"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el envite de 2 a la grande
      Y la partida está en el lance de chica
      Y habla el asiento 0
      # cálculo: el envite querido se cobra al contar, no en el acto: nadie ha apuntado nada
      Y el marcador es A 0 - B 0

    @FEM-VI.3 @FEM-VI.4 @CONVENCION-quiero-cierra
    Escenario: si el primer rival no quiere y su compañero quiere, nadie le rectifica: el que no quiso ya habló
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "rectificable"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el envite de 2 a la grande
      Y la partida está en el lance de chica

    @FEM-VI.3 @CONVENCION-quiero-cierra
    Escenario: el compañero del que quiere le rectifica con un órdago; si los que envidaron no lo quieren, cobran los dos tantos queridos
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "rectificable"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Y el asiento 3 echa órdago
      Entonces habla el asiento 0
      # cálculo: ni el 0 ni el 2 quieren el órdago: B cobra en el acto lo ya querido, 2
      Cuando el asiento 0 no quiere
      Y el asiento 2 no quiere
      Entonces el marcador es A 0 - B 2
      Y la partida está en el lance de chica

    @FEM-VI.3 @FEM-VI.5 @CONVENCION-quiero-cierra
    Escenario: en pares, si el compañero del que quiere no los lleva, no habla: el quiero cierra el lance
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "rectificable"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 7e 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: pares: 0 (reyes) y 1 (caballos); el 2 (S 7 6 5) y el 3 (1 7 4 5) no
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 0 envida
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 2 a pares
      # cálculo: nadie tiene juego (29, 30, 28 y 17): después de pares se juega el punto
      Y la partida está en el lance de punto

    @FEM-VI.3 @FEM-VI.6 @CONVENCION-quiero-cierra
    Escenario: un órdago querido no se rectifica: no queda nada que subir, y se resuelve en el acto
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "rectificable"
      Y la regla "games_to_win" vale 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a la grande, a secas
      # cálculo: R R 5 4 (asiento 0) gana la grande a C C 6 4, S 7 6 5 y 1 1 4 5
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago

    @FEM-VI.3 @CONVENCION-quiero-cierra
    Escenario: el primer quiero cierra la apuesta: el compañero del que quiere ya no habla en ella, ni para subirla
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "cierra"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 2 a la grande
      # El asiento 3 no llega a hablar en la grande: con el quiero de su compañero se cierra el lance
      # y empieza la chica, que abre la mano.
      Y la partida está en el lance de chica
      Y habla el asiento 0
      Y el asiento 3 no tiene acciones legales
      Cuando el asiento 3 intenta subir 2
      Entonces la acción se rechaza porque no le toca hablar (CONVENCION-turnos-secuenciales)

  Regla: FEM-VI.4 — vale el quiero: el envite solo es no querido si los dos contrarios no lo quieren

    @FEM-VI.4
    Escenario: el primer rival no quiere y la palabra pasa a su compañero, que quiere
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Entonces consta que el asiento 1 no quiere, y aún contesta su compañero
      Y habla el asiento 3
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el envite de 2
      # cálculo: el envite querido se cobra al contar; no hay negada: A 0 - B 0
      Y el marcador es A 0 - B 0

    @FEM-VI.4
    Escenario: los dos contrarios no quieren: la negada se cobra en el acto y se pasa a la chica
      Dado reparte el asiento 3
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
      Entonces consta que el asiento 3 no quiere a la grande, y queda no querido
      # cálculo: primer envite de la grande no querido: negada = 1 para A, en el acto
      Y la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      # cálculo: A 0 + 1 = 1; B 0
      Y el marcador es A 1 - B 0
      Y no consta el resultado de un lance
      Y la partida está en el lance de chica
      Y habla el asiento 0

    @FEM-VI.4
    Escenario: ante un órdago también contestan los contrarios, uno a uno: si ninguno lo quiere es una negada
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      # cálculo: el órdago espera la respuesta del primer contrario; nada se ha resuelto ni apuntado: A 0 - B 0
      Entonces habla el asiento 1
      Y el marcador es A 0 - B 0
      Cuando el asiento 1 no quiere
      Entonces consta que el asiento 1 no quiere, y aún contesta su compañero
      Y habla el asiento 3
      Cuando el asiento 3 no quiere
      Entonces consta que el asiento 3 no quiere a la grande, y queda no querido
      # cálculo: el órdago es el primer envite de la grande; no querido, negada = 1 para A, en el acto
      Y la pareja A se apunta 1 tanto de negada en grande
      Y el marcador es A 1 - B 0
      Y la partida está en el lance de chica

    @FEM-VI.4
    Escenario: si el primer rival sube, su compañero no contesta el envite: la palabra vuelve a la pareja que envidó
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 sube 2
      Entonces consta que el asiento 1 sube 2, y el envite queda en 4
      Y habla el asiento 2
      Y el asiento 3 no tiene acciones legales

    @FEM-VI.4
    Escenario: el segundo rival no puede contestar antes que el primero
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 3 intenta querer
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.4)

    @FEM-VI.4
    Escenario: un rival que ya pasó puede contestar al envite
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1
      Entonces consta que el asiento 1 pasa en grande
      Cuando el asiento 2 envida
      Entonces habla el asiento 3
      Cuando el asiento 3 no quiere
      Entonces consta que el asiento 3 no quiere, y aún contesta su compañero
      Y habla el asiento 1
      Cuando el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 2 a la grande

    @FEM-VI.4
    Escenario: en juego, si el compañero del primer rival no tiene juego, un solo no quiero cierra el envite
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | Rb Cb 7b 6b |
        | 2       | Rc Cc 5c 7c |
        | 3       | 1o 4o 5o 6o |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 2
      Cuando el asiento 0 envida
      Entonces habla el asiento 1
      Cuando el asiento 1 no quiere
      Entonces consta que el asiento 1 no quiere a juego, y queda no querido
      # cálculo: primer envite del juego no querido: negada = 1 para A, en el acto
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: grande en paso: R C 7 6 (asiento 1) gana a R C 7 5 (2) y a R S 7 4 (0) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 3) es la más baja → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de juego lo gana la pareja A por el no quiero
      # cálculo: juego no querido, de A: cobra sus juegos, 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: y 32 del asiento 2 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 3 + 2 = 6; B 1 + 1 = 2
      Y el marcador es A 6 - B 2

    @FEM-VI.4
    Escenario: no se puede querer, no querer ni subir si no hay envite
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces el asiento 0 no puede querer
      Y el asiento 0 no puede no querer
      Y el asiento 0 no puede subir 2
      Cuando el asiento 0 intenta querer
      Entonces la acción se rechaza porque no hay envite que contestar (FEM-VI.4)
      Cuando el asiento 0 intenta no querer
      Entonces la acción se rechaza porque no hay envite que contestar (FEM-VI.4)
      Cuando el asiento 0 intenta subir 2
      Entonces la acción se rechaza porque no hay envite que contestar (FEM-VI.4)

  Regla: FEM-VI.5 — lo que un jugador dice en plural o mandando, antes de que hable su compañero, obliga a la pareja, salvo en pares o juego si no los lleva: en musfem cada acción de un asiento compromete a su pareja y quien no tiene la jugada no habla en ese lance

    @FEM-VI.5 @FEM-VI.22
    Escenario: en pares hablan solo los que tienen pares y el que no los tiene no puede ni pasar
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | So 7c 6b 5o |
        | 1       | Co Cc 6e 4o |
        | 2       | Ro Rc 5e 4b |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el asiento 0 declara que no tiene pares
      Y el lance de pares empieza con mano el asiento 1 y hablan los asientos 1, 2, 3
      Y habla el asiento 1
      Y el asiento 0 no tiene acciones legales
      Cuando el asiento 0 intenta pasar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)

    @FEM-VI.5
    Escenario: el envite es de un asiento, y la subida de los contrarios la contesta su pareja
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Entonces consta que el asiento 0 envida 2
      Cuando el asiento 1 sube 2
      Entonces habla el asiento 2
      Cuando el asiento 2 no quiere
      Entonces consta que el asiento 2 no quiere, y aún contesta su compañero
      Cuando el asiento 0 no quiere
      Entonces consta que el asiento 0 no quiere, y queda no querido
      # cálculo: subida no querida: B cobra lo querido antes de subir, el envido de 2; en grande no hay deje
      Y la pareja B se apunta 2 tantos de envite no querido en grande
      Y no hay más tantos
      # cálculo: B 0 + 2 = 2
      Y el marcador es A 0 - B 2

  Regla: FEM-VI.6 — los envites se cuentan al final; solo el órdago querido se resuelve en el acto

    @FEM-VI.6
    Escenario: el envite querido no se cobra en el acto sino al contar, tras enseñar las manos
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "cierra"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 5
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 5 a la grande
      Y no consta un apunte de tantos
      Y no se enseñan las manos
      # cálculo: el envite querido espera al recuento: A 0 - B 0
      Y el marcador es A 0 - B 0
      Y la partida está en el lance de chica
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces se enseñan las cuatro manos
      Y el lance de grande lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: grande querida a 5: R R 5 4 (asiento 0) gana a C C 6 4, S 7 6 5 y 5 4 1 1 → A 5
      Y la pareja A se apunta 5 tantos de envite en grande
      # cálculo: chica en paso: 1 1 4 5 (asiento 3) es la más baja → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso entre 0, 1 y 3: par de reyes del asiento 0 → A, par = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: nadie tiene juego (29, 30, 28, 11); punto en paso: 30 del asiento 1 → B 1
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 5 + 1 = 6; B 1 + 1 = 2
      Y el marcador es A 6 - B 2

    @FEM-VI.6
    Escenario: el órdago querido se resuelve en el acto: se enseñan las manos y termina la partida
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Entonces consta que el asiento 0 echa órdago a la grande
      Y no se enseñan las manos
      Cuando el asiento 1 quiere
      Entonces consta, en este orden y nada más: un órdago querido, las cuatro manos enseñadas, el resultado de un lance, el final de una jugada y el final de un juego
      Y consta que el asiento 1 quiere el órdago a la grande, a secas
      Y consta que se enseñan las cuatro manos: "Ro Rc 5e 4b", "Co Cc 6e 4o", "So 7c 6b 5o" y "1o 1c 4e 5c"
      Y todos ven las cuatro manos enseñadas
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos
      # cálculo: el órdago gana la partida sin apuntar tantos: A 0 - B 0
      Y el marcador es A 0 - B 0

    @FEM-VI.6 @FEM-VII.12
    Escenario: el órdago querido anula el envite querido en un lance anterior
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces se enseñan las cuatro manos
      Y el lance de chica lo gana la pareja B con el asiento 3 por el órdago
      Y la partida termina y gana la pareja B por órdago
      Y el lance de grande no se resuelve
      # cálculo: la grande querida a 2 queda anulada por el órdago de chica: nadie se apunta nada
      Y no hay más tantos
      # cálculo: A 0 - B 0, como empezó
      Y el marcador es A 0 - B 0

    @FEM-VI.6 @CONVENCION-fin-al-contar
    Escenario: un envite mayor que lo que falta es un envite normal que se cobra al contar
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y el marcador empieza en A 38 - B 30
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 10
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 10
      Y la partida sigue
      Y no se enseñan las manos
      Y la partida está en el lance de chica
      # cálculo: el envite de 10 no se cobra en el acto: sigue A 38 - B 30
      Y el marcador es A 38 - B 30
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de grande lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: la grande se cuenta la primera: 38 + 10 = 48 ≥ 40; A gana y lo demás ya no se cuenta
      Y la pareja A se apunta 10 tantos de envite en grande
      Y no hay más tantos
      Y el lance de chica no se resuelve
      Y la partida termina y gana la pareja A por tantos
      # cálculo: A 38 + 10 = 48; B se queda en 30
      Y el marcador es A 48 - B 30

    @FEM-VI.6 @FEM-VII.12
    Escenario: un órdago al punto querido se resuelve en el acto: gana el juego quien tiene más punto
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
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
      # juego: nadie llega a 31 (29, 30, 28 y 11): se juega al punto entre los cuatro
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago al punto
      Y se enseñan las cuatro manos
      # punto: el asiento 1 tiene 10 + 10 + 6 + 4 = 30, el máximo; el 0 tiene 29
      Y el lance de punto lo gana la pareja B con el asiento 1 por el órdago
      Y la partida termina y gana la pareja B por órdago
      # cálculo: el órdago anula lo de antes: grande, chica y pares en paso no se cuentan; nadie se apunta nada
      Y no hay más tantos
      Y el marcador es A 0 - B 0

  Regla: FEM-VI.7 — jugadas máximas: cuatro reyes, cuatro ases en chica, la 31 y el 30; si la mano no quiere, el lance es de los contrarios

    @FEM-VI.7
    Escenario: los cuatro reyes ganan la grande y los pares, y los cuatro ases la chica, aunque estén en el postre
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Re 3e Ce Cb |
        | 1       | 1e 2e 1b 4b |
        | 2       | 1o 2o 1c 2c |
        | 3       | Ro 3o Rc 3c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 3
      Entonces el lance de grande lo gana la pareja B con el asiento 3 por mejor jugada
      # cálculo: grande en paso: R R R R (asiento 3) gana a R R C C (0) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      Y el lance de chica lo gana la pareja A con el asiento 2 por mejor jugada
      # cálculo: chica en paso: 1 1 1 1 (asiento 2) gana a 1 1 1 4 (1) en la cuarta carta → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja B con el asiento 3 por mejor jugada
      # cálculo: pares en paso: duples de cuatro reyes (3) ganan a duples reyes-caballos (0); B cobra medias del asiento 1 = 2
      Y la pareja B se apunta 2 tantos de pares en pares por el asiento 1
      # cálculo: y duples del asiento 3 = 3
      Y la pareja B se apunta 3 tantos de pares en pares por el asiento 3
      Y el lance de juego lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: juego en paso entre 0 (40) y 3 (40): empate, gana el más cercano a la mano, 0 → A, juego de 40 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 0
      Y no hay más tantos
      # cálculo: A 1 + 2 = 3; B 1 + 2 + 3 = 6
      Y el marcador es A 3 - B 6

    @FEM-VI.7 @CONVENCION-orden-juego
    Escenario: la 31 es la jugada máxima del juego, por delante de la 32 y de la 40
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 7o 5o |
        | 1       | Rc Cc Sc 7c |
        | 2       | 1o 4o 5e 6e |
        | 3       | Re Ce Se 1b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando pasan los asientos 0, 1, 3
      # cálculo: grande en paso: R C S 7 (asiento 1) gana a R C S 1 (3) y R C 7 5 (0) → B 1
      Entonces la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 2) → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares no se juega
      Y el lance de juego lo gana la pareja B con el asiento 3 por mejor jugada
      # cálculo: juego en paso: 31 (asiento 3) gana a 32 (0) y a 37 (1); B cobra 37 del asiento 1 = 2
      Y la pareja B se apunta 2 tantos de juego en juego por el asiento 1
      # cálculo: y 31 del asiento 3 = 3
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 3
      Y no hay más tantos
      # cálculo: A 1; B 1 + 2 + 3 = 6
      Y el marcador es A 1 - B 6

    @FEM-VI.7
    Escenario: sin juego, el 30 es el mejor punto aunque lo tenga el postre
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co 7c 6e 4o |
        | 2       | So 7o 6b 1e |
        | 3       | Se Ce 6o 4c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de punto empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Cuando pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso: R R 5 4 (asiento 0) → A 1
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 6 7 S (asiento 2), la única con as → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: pares solo del asiento 0 (par de reyes): A cobra el par = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y el lance de punto lo gana la pareja B con el asiento 3 por mejor jugada
      # cálculo: punto en paso: 30 (asiento 3) gana a 29 (0), 27 (1) y 24 (2) → B 1
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 = 3; B 1
      Y el marcador es A 3 - B 1

    @FEM-VI.7
    Escenario: si la mano con cuatro reyes no quiere el envite de grande, la grande es de los contrarios
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3o Rc 3c |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1e 1b 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      Entonces consta que el asiento 0 no quiere, y queda no querido
      # cálculo: primer envite de la grande no querido: negada = 1 para B, en el acto
      Y la pareja B se apunta 1 tanto de negada en grande
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Entonces el lance de grande lo gana la pareja B por el no quiero
      # cálculo: chica en paso: 1 1 4 5 (asiento 3) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso: duples de cuatro reyes del asiento 0 → A 3
      Y la pareja A se apunta 3 tantos de pares en pares por el asiento 0
      # cálculo: solo el asiento 0 tiene juego (40): A lo cobra sin lance, 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 0
      Y no hay más tantos
      # cálculo: A 3 + 2 = 5; B 1 + 1 = 2 (la grande no querida no paga nada más)
      Y el marcador es A 5 - B 2

  Regla: FEM-VI.8 — se puede querer un envite de cualquier número de tantos aunque se sea postre con la jugada mínima (dos ases en pares, 33 en juego), y los tantos son de la pareja que gane el lance

    @FEM-VI.8 @FEM-VI.9 @FEM-VI.10
    Escenario: ante un envite que no es órdago, el postre con 33 quiere con un quiero a secas
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Entonces las acciones legales del asiento 3 son: querer, no querer, subir de 2 a 97 y echar órdago
      Cuando el asiento 3 intenta decir "quiero y no pierdo"
      Entonces la acción se rechaza porque no le corresponde "quiero y no pierdo" (FEM-VI.10)
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el envite de 2 a juego, a secas
      # cálculo: grande en paso: R C 7 6 (asiento 3) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 1) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de juego lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: juego querido a 2: 31 (asiento 0) gana a 32 (2) y 33 (3) → A 2
      Y la pareja A se apunta 2 tantos de envite en juego
      # cálculo: y A cobra sus juegos: 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: y 32 del asiento 2 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 2 + 3 + 2 = 7; B 1 + 1 = 2
      Y el marcador es A 7 - B 2

    @FEM-VI.8
    Escenario: el postre con 33 quiere el envite a juego, y lo cobra la pareja que gana el lance
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # Juego: 31 (asiento 0), 32 (asiento 2) y 33 (asiento 3, el postre); el asiento 1 tiene 26.
      Y el asiento 0 envida
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el envite de 2 a juego, a secas
      # cálculo: grande en paso: R C 7 6 (asiento 3) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 1) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de juego lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: el envite querido, 2, es de A, que gana el juego con la 31 del asiento 0
      Y la pareja A se apunta 2 tantos de envite en juego
      # cálculo: y A cobra sus juegos: 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: y 32 del asiento 2 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 2 + 3 + 2 = 7; B 1 + 1 = 2
      Y el marcador es A 7 - B 2

  Regla: FEM-VI.9 — el postre con 33 no puede querer un órdago a juego si no es diciendo «quiero y no pierdo»: musfem rechaza su quiero a secas (con «penalizar» o «reglamento» lo admite y lo castiga, FEM-VI.11; con «reglamento» el postre es el del lance)

    @FEM-VI.9
    Escenario: el quiero del postre con 33 al órdago a juego se rechaza y solo puede no querer
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "off"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 2, 3
      Cuando el asiento 0 echa órdago
      Entonces habla el asiento 3
      Y las acciones legales del asiento 3 son: no querer
      Cuando el asiento 3 intenta querer
      Entonces la acción se rechaza porque el postre con 33 no puede querer a secas un órdago a juego (FEM-VI.9)
      Cuando el asiento 3 no quiere
      Entonces consta que el asiento 3 no quiere a juego, y queda no querido
      # cálculo: órdago (primer envite del juego) no querido: negada = 1 para A, en el acto
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: grande en paso: R C 7 6 (asiento 3) gana a R C 7 5 (2) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 1) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de juego lo gana la pareja A por el no quiero
      # cálculo: A cobra sus juegos: 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: y 32 del asiento 2 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 3 + 2 = 6; B 1 + 1 = 2
      Y el marcador es A 6 - B 2

    @FEM-VI.9
    Escenario: un jugador con 33 que no es el postre puede querer el órdago a juego
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | Rb Cb 7b 6b |
        | 2       | Rc Cc 5c 7c |
        | 3       | 1o 4o 5o 6o |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 echa órdago
      Entonces las acciones legales del asiento 1 son: querer y no querer
      Cuando el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      Y el lance de juego lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago

    # No fija games_to_win ni ordago_postre_penalties: el que quiere no es el postre, así que
    # vale con o sin penalizaciones y con un juego o varios (el siguiente lo reparte el asiento 0).
    @FEM-VI.9
    Escenario: sea cual sea el número de juegos, un jugador con 33 que no es el postre quiere el órdago a juego con un quiero a secas
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | Rb Cb 7b 6b |
        | 2       | Rc Cc 5c 7c |
        | 3       | 1o 4o 5o 6o |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # juego: 31 (asiento 0), 33 (1), 32 (2); el asiento 3 no tiene (16)
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 2
      Cuando el asiento 0 echa órdago
      Entonces habla el asiento 1
      Y las acciones legales del asiento 1 son: querer y no querer
      Cuando el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      # la 31 del asiento 0 gana a la 33 del 1 y a la 32 del 2
      Y el lance de juego lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      # cálculo: el órdago querido no apunta tantos: el juego acaba en A 0 - B 0 y es de A, que lleva 1 juego
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0
      Y la pareja A lleva 1 juego

    @FEM-VI.9 @FEM-VI.11
    Escenario: con «penalizar», el quiero a secas del postre con 33 no hace suyo el órdago a juego: se anula y se paga
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4o 5o 6o |
        | 1       | Ro 4c 5c 6c |
        | 2       | Rc Cc So 1c |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 16 (asiento 0), 25 (1), 31 (2), 33 (3, el postre)
      Entonces el asiento 1 declara que no tiene juego
      Y el lance de juego empieza con mano el asiento 2 y hablan los asientos 2, 3
      Cuando el asiento 2 echa órdago
      Entonces habla el asiento 3
      Y las acciones legales del asiento 3 son: querer y no querer
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      Y consta que el lance de juego lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: la pareja que lo echó (A) se apunta la negada, 1, en el acto
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: el postre (3) quiso con 33 a secas y su compañero (1) no declaró juego: 2 de penalización para A
      Y la pareja A se apunta 2 tantos de penalización en juego
      Y la partida sigue
      # cálculo: grande en paso: R C S 1 (asiento 2) gana a R C 7 6 (3) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 0) gana a 1 S C R (2) → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: el juego anulado cuenta como no querido: A cobra la 31 del asiento 2 = 3; la 33 de B no cobra
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 2 + 1 + 1 + 3 = 8; B 0
      Y el marcador es A 8 - B 0

    @FEM-VI.9 @CONVENCION-postre-33
    Escenario: el postre con 31, no con 33, quiere a secas un órdago a juego
      # Reparte el asiento 3: es mano el 0 y postre el 3. Nadie tiene pares.
      # Juego: asiento 0 R C 5 7 = 32, asiento 3 R C S A = 31; el asiento 1 (4 5 6 7 = 22) y el 2
      # (4 5 6 A = 16) no tienen. El postre tiene juego, pero no 33: puede querer a secas.
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
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      # cálculo: la 31 del asiento 3 gana a la 32 del asiento 0
      Y el lance de juego lo gana la pareja B con el asiento 3 por el órdago
      Y consta que termina un juego y lo gana la pareja B por órdago

    @FEM-VI.9 @CONVENCION-postre-33
    Escenario: el postre con 33 quiere a secas un órdago a pares, que no es a juego
      # Reparte el asiento 3: es mano el 0 y postre el 3, con R R 7 6 = 33.
      # Pares: asiento 0 par de cincos, asiento 3 par de reyes; el 1 (C S 7 4) y el 2 (C S 6 A) no
      # tienen. El órdago es a pares: el postre con 33 lo quiere a secas.
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
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a pares, a secas
      # cálculo: el par de reyes del asiento 3 gana al par de cincos del asiento 0
      Y el lance de pares lo gana la pareja B con el asiento 3 por el órdago
      Y consta que termina un juego y lo gana la pareja B por órdago

    # Por defecto («off») el postre es el que reparte: aquí el asiento 3, que no tiene juego. El
    # asiento 1, último de los que tienen juego, no es el postre para el motor y quiere a secas con 33.
    @FEM-VI.9 @CONVENCION-postre-33
    Escenario: por defecto, el último con juego, que no es el que reparte, quiere a secas con 33 y el órdago se juega
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "off"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 5o 6o |
        | 1       | Rc Sc 7c 6c |
        | 2       | 1e 4e 5e 7e |
        | 3       | 1b 4b 6b 7b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 31 (asiento 0), 33 (1); el 2 (17) y el 3 (18) no tienen
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 0 echa órdago
      Entonces las acciones legales del asiento 1 son: querer y no querer
      Cuando el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      # cálculo: el órdago vale; la 31 del asiento 0 gana a la 33 del 1
      Y el lance de juego lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0

    # Con «reglamento» solo cuenta el postre del lance: aquí el asiento 2, el último de los que tienen
    # juego. El asiento 1, con 33 y el compañero sin juego, no es postre y quiere a secas.
    @FEM-VI.9
    Escenario: con «reglamento», un jugador con 33 que no es el postre del lance quiere a secas y el órdago se juega
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | Rb Cb 7b 6b |
        | 2       | Rc Cc 5c 7c |
        | 3       | 1o 4o 5o 6o |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # juego: 31 (asiento 0), 33 (1), 32 (2); el 3 no tiene (16): el postre del lance es el 2
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 2
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      # cálculo: la 31 del asiento 0 gana a la 33 del 1 y a la 32 del 2; ni negada ni castigo
      Y el lance de juego lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0

  Regla: FEM-VI.10 — si el postre tiene juego y su compañero no, su «quiero y no pierdo» cuenta como 33 y no vale aunque gane: musfem solo admite la fórmula al postre con 33 cuyo compañero ha dicho que tiene juego

    @FEM-VI.10 @FEM-VI.9
    Escenario: con el compañero con juego, el postre con 33 quiere el órdago diciendo «quiero y no pierdo» y vale como quiero
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "off"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 6o 4o |
        | 1       | Re Ce Se 1e |
        | 2       | Rc Cc 7c 5e |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el asiento 1 declara que tiene juego
      Y el lance de juego empieza con mano el asiento 1 y hablan los asientos 1, 2, 3
      Cuando el asiento 1 pasa
      Y el asiento 2 echa órdago
      Entonces habla el asiento 3
      Y las acciones legales del asiento 3 son: decir "quiero y no pierdo" y no querer
      Cuando el asiento 3 intenta querer
      Entonces la acción se rechaza porque el postre con 33 no puede querer a secas un órdago a juego (FEM-VI.9)
      Cuando el asiento 3 dice "quiero y no pierdo"
      Entonces consta que el asiento 3 quiere el órdago a juego, con "quiero y no pierdo"
      Y se enseñan las cuatro manos
      Y el lance de juego lo gana la pareja B con el asiento 1 por el órdago
      Y la partida termina y gana la pareja B por órdago
      Y no hay más tantos

    # No fija games_to_win ni ordago_postre_penalties: con «off» y con «penalizar» el postre con 33
    # puede decir «quiero y no pierdo» cuando su compañero declaró juego, y vale como quiero.
    @FEM-VI.10 @FEM-VI.9
    Escenario: sea cual sea el número de juegos y la regla de penalizaciones, el «quiero y no pierdo» del postre con 33 vale como quiero
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 6o 4o |
        | 1       | Re Ce Se 1e |
        | 2       | Rc Cc 7c 5e |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 30 (asiento 0, no llega), 31 (1), 32 (2), 33 (3, el postre)
      Entonces el asiento 1 declara que tiene juego
      Y el lance de juego empieza con mano el asiento 1 y hablan los asientos 1, 2, 3
      Cuando el asiento 1 pasa
      Y el asiento 2 echa órdago
      Entonces habla el asiento 3
      Y el asiento 3 puede decir "quiero y no pierdo"
      Cuando el asiento 3 dice "quiero y no pierdo"
      Entonces consta que el asiento 3 quiere el órdago a juego, con "quiero y no pierdo"
      Y se enseñan las cuatro manos
      # la 31 del asiento 1 gana a la 32 del 2 (y a la 33 del 3)
      Y el lance de juego lo gana la pareja B con el asiento 1 por el órdago
      Y no consta un apunte de tantos
      Y no hay más tantos
      # cálculo: ni negada ni penalización (el compañero declaró juego): el juego acaba en A 0 - B 0 y es de B
      Y consta que termina el juego 1 y lo gana la pareja B por órdago, con el marcador A 0 - B 0, y los juegos quedan A 0 - B 1
      Y la pareja B lleva 1 juego

    @FEM-VI.10
    Escenario: si el compañero del postre no tiene juego, «quiero y no pierdo» se rechaza
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el asiento 1 declara que no tiene juego
      Cuando el asiento 0 echa órdago
      Y el asiento 3 intenta decir "quiero y no pierdo"
      Entonces la acción se rechaza porque no le corresponde "quiero y no pierdo" (FEM-VI.10)

    @FEM-VI.10
    Escenario: fuera del juego no existe el «quiero y no pierdo»
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Entonces las acciones legales del asiento 1 son: querer y no querer
      Cuando el asiento 1 intenta decir "quiero y no pierdo"
      Entonces la acción se rechaza porque no le corresponde "quiero y no pierdo" (FEM-VI.10)

    @FEM-VI.10
    Escenario: ante un envite que no es órdago nadie dice «quiero y no pierdo», aunque su compañero tenga juego
      # Reparte el asiento 3: es mano el 0 y postre el 3. Nadie tiene pares.
      # Juego: asientos 0 (R C 5 7 = 32), 1 (R C S A = 31) y 3 (R C S A = 31); el 2 (16) no tiene.
      # El asiento 0 envida; contesta primero el asiento 1, que no es el postre, ante un envite de
      # dos, no ante un órdago.
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
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 envida
      Y el asiento 1 intenta decir "quiero y no pierdo"
      Entonces la acción se rechaza porque no le corresponde "quiero y no pierdo" (FEM-VI.10)

    # Con «reglamento» el postre del lance puede no ser el que reparte: aquí el asiento 3 no tiene juego
    # y el postre del lance es el 2, con 33 y su compañero (el 0) con juego: le cabe «quiero y no pierdo».
    @FEM-VI.10 @FEM-VI.9
    Escenario: con «reglamento», el postre del lance con 33, que no es el que reparte, dice «quiero y no pierdo»
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 7o 5o |
        | 1       | Rc Cc 1c Sc |
        | 2       | Re Se 7e 6e |
        | 3       | 1b 4b 5b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 32 (asiento 0), 31 (1), 33 (2); el 3 no tiene (16)
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 2
      Cuando el asiento 0 pasa
      Y el asiento 1 echa órdago
      Entonces las acciones legales del asiento 2 son: querer, decir "quiero y no pierdo" y no querer
      Cuando el asiento 2 dice "quiero y no pierdo"
      Entonces consta que el asiento 2 quiere el órdago a juego, con "quiero y no pierdo"
      Y se enseñan las cuatro manos
      # cálculo: el compañero (0) cantó «sí» y es mano del lance: el órdago vale; la 31 del asiento 1 gana
      Y el lance de juego lo gana la pareja B con el asiento 1 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja B por órdago, con el marcador A 0 - B 0, y los juegos quedan A 0 - B 1

  Regla: FEM-VI.11 — quien quiere por error o en broma un órdago a juego teniendo 33 de postre paga dos tantos más la negada: musfem lo aplica con «penalizar» y con «reglamento», y el órdago queda nulo

    @FEM-VI.11
    Escenario: con «penalizar» el postre con 33 y sin juego en su compañero dice quiero: órdago nulo, negada y 2 de penalización
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el asiento 1 declara que no tiene juego
      Cuando el asiento 0 echa órdago
      Entonces las acciones legales del asiento 3 son: querer y no querer
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      Y consta que el lance de juego lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: la pareja del órdago (A) se apunta la negada, 1, en el acto
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: el postre quiso con 33 y su compañero no declaró juego: 2 de penalización para A
      Y la pareja A se apunta 2 tantos de penalización en juego
      Y la partida sigue
      # cálculo: grande en paso: R C 7 6 (asiento 3) gana a R C 7 5 (2) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 6 (asiento 1) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: el juego anulado cuenta como no querido: A cobra 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: y 32 del asiento 2 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 2 + 3 + 2 = 8; B 1 + 1 = 2
      Y el marcador es A 8 - B 2

    @FEM-VI.11
    Escenario: con «penalizar», el quiero a secas con 33 de quien no es el postre, con el compañero sin juego, vale y el órdago se juega
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4o 5o 6o |
        | 1       | Re Ce Se 1e |
        | 2       | Rc Cc 7c 6c |
        | 3       | 4b 5b 7b 1b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: juego: asiento 1 con 10 + 10 + 10 + 1 = 31, asiento 2 con 10 + 10 + 7 + 6 = 33; el 0 (16) y el 3 (17) no tienen
      Entonces el lance de juego empieza con mano el asiento 1 y hablan los asientos 1, 2
      Cuando el asiento 1 echa órdago
      Y el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el órdago a juego, a secas
      # cálculo: el asiento 2 no es el postre: su quiero vale; la 31 del asiento 1 gana a su 33
      Y el lance de juego lo gana la pareja B con el asiento 1 por el órdago
      Y la partida termina y gana la pareja B por órdago
      Y no hay más tantos

    @FEM-VI.11
    Escenario: con «penalizar», el quiero a secas del postre con 31 y el compañero sin juego vale: el castigo es para el 33
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Cc 6e 6c |
        | 1       | 1o 4o 5o 6o |
        | 2       | 4c 5c 7c 1c |
        | 3       | Rb Cb Sb 1b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: juego: asiento 0 con 10 + 10 + 6 + 6 = 32, asiento 3 con 10 + 10 + 10 + 1 = 31; el 1 (16) y el 2 (17) no tienen
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      # cálculo: la 31 del postre gana a la 32 del asiento 0
      Y el lance de juego lo gana la pareja B con el asiento 3 por el órdago
      Y la partida termina y gana la pareja B por órdago
      Y no hay más tantos

    @FEM-VI.11
    Escenario: con «penalizar», el postre con 33 y el compañero sin juego puede querer un órdago a la grande: el castigo es para el órdago a juego
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc Re 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | So 7c 5e 4e |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a la grande, a secas
      # cálculo: R R R 4 (asiento 0) gana a R C 7 6 (asiento 3, 33)
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos

    @FEM-VI.11
    Escenario: con «penalizar», si la negada y la penalización del órdago nulo llegan al objetivo, el juego termina y no se cuenta nada más
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y el marcador empieza en A 37 - B 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | 1o 4o 5o 6o |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el lance de juego lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: A se apunta la negada, 1: 37 + 1 = 38
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: el postre quiso con 33 y su compañero no declaró juego: 2 de penalización, 38 + 2 = 40, el objetivo
      Y la pareja A se apunta 2 tantos de penalización en juego
      Y la partida termina y gana la pareja A por tantos
      # cálculo: la grande y la chica en paso ya no se cuentan
      Y no hay más tantos
      Y el marcador es A 40 - B 0

    # Con «reglamento» el postre es el del lance: el último de los que llevan juego contando desde
    # la mano. Aquí el que reparte (asiento 3) no tiene juego, y el postre del lance es el asiento 1.
    # No fija games_to_win: la partida sigue con uno o con varios juegos.
    @FEM-VI.9 @FEM-VI.11
    Escenario: con «reglamento», el postre del lance con 33 que no es el que reparte quiere a secas: órdago nulo, negada y 2 de penalización
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 5o 6o |
        | 1       | Rc Sc 7c 6c |
        | 2       | 1e 4e 5e 7e |
        | 3       | 1b 4b 6b 7b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 31 (asiento 0), 33 (1); el 2 (17) y el 3 (18) no tienen
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 0 echa órdago
      # el compañero del asiento 1 no tiene juego: no le cabe «quiero y no pierdo» (FEM-VI.10)
      Entonces las acciones legales del asiento 1 son: querer y no querer
      Cuando el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      Y consta que el lance de juego lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: la pareja que lo echó (A) se apunta la negada, 1, en el acto
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: el postre del lance (1) quiso con 33 a secas y su compañero (3) no tiene juego: 2 de penalización (FEM-VI.11)
      Y la pareja A se apunta 2 tantos de penalización en juego
      Y la partida sigue
      # cálculo: grande en paso: R C 6 5 (asiento 0) gana a R S 7 6 (1) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 7 (asiento 2) gana a 1 4 6 7 (3) → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: el juego anulado cuenta como no querido: A cobra la 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      Y no hay más tantos
      # cálculo: A 1 + 2 + 1 + 1 + 3 = 8; B 0
      Y el marcador es A 8 - B 0

  Regla: FEM-VI.12 — si el compañero cantó «sí», vale el órdago a pares o a juego que el postre del lance quiere con la jugada mínima, salvo que ese compañero, sin ser mano del lance, la lleve también: entonces negada para los rivales, y dos tantos más si es a juego; musfem lo sigue con «reglamento» y, a su manera, con «penalizar» (CONVENCION-postre-33)

    @FEM-VI.12
    Escenario: con «penalizar» y el compañero con juego, el quiero del postre con 33 vale y el órdago se juega
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 6o 4o |
        | 1       | Re Ce Se 1e |
        | 2       | Rc Cc 7c 5e |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 1 pasa
      Y el asiento 2 echa órdago
      Entonces las acciones legales del asiento 3 son: querer, decir "quiero y no pierdo" y no querer
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y el lance de juego lo gana la pareja B con el asiento 1 por el órdago
      Y la partida termina y gana la pareja B por órdago
      # cálculo: el órdago vale (31 del asiento 1): ni negada ni penalización
      Y no hay más tantos
      # cálculo: A 0 - B 0, como empezó
      Y el marcador es A 0 - B 0

    @FEM-VI.12
    Escenario: la pareja postre quiere un órdago a juego con 33 en las dos manos: nulo, sin penalización porque el compañero tiene juego
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro So 7o 4c |
        | 1       | Se Re 7e 6e |
        | 2       | Rc Cc 5c 7c |
        | 3       | Rb Cb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Cuando pasan los asientos 0, 1
      Y el asiento 2 echa órdago
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y el lance de juego lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: A se apunta la negada, 1, en el acto; sin penalización (el asiento 1 declaró juego)
      Y la pareja A se apunta 1 tanto de negada en juego
      Y la partida sigue
      # cálculo: grande en paso: R C 7 6 (asiento 3) gana a R C 7 5 (2) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 4 7 S R (asiento 0) gana a 5 7 C R (2) y a los que empiezan por 6 → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: el juego anulado cuenta como no querido: A cobra 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      # cálculo: y 32 del asiento 2 = 2
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      # cálculo: A 1 + 1 + 3 + 2 = 7; B 1
      Y el marcador es A 7 - B 1

    @FEM-VI.12
    Escenario: cuando reparte el asiento 2, la pareja postre es la A: su órdago a juego querido con 33 en las dos manos es nulo
      Dado reparte el asiento 2
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Rb Cb 7b 6b |
        | 1       | 4e 5e 6e 7e |
        | 2       | Rc Cc 7c 6c |
        | 3       | Ro Co So 1o |
      Y en la jugada siguiente reparte el asiento 3 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 3 corta el mus
      Y pasan los asientos 3, 0, 1, 2
      Y pasan los asientos 3, 0, 1, 2
      # cálculo: juego: asientos 0 y 2 con 10 + 10 + 7 + 6 = 33, asiento 3 con 10 + 10 + 10 + 1 = 31; el 1 no tiene (22)
      Entonces el lance de juego empieza con mano el asiento 3 y hablan los asientos 3, 0, 2
      Cuando el asiento 3 echa órdago
      Y el asiento 0 quiere
      Entonces consta, en este orden y nada más: un órdago querido, las cuatro manos enseñadas, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, un apunte de tantos, el final de una jugada, el comienzo de una jugada, el barajado, las cartas repartidas a un asiento (4 veces) y el número de cartas repartidas a un asiento (4 veces)
      Y el lance de juego lo gana la pareja B por órdago nulo
      # cálculo: órdago nulo: la pareja del órdago (B) se apunta la negada, 1, en el acto; sin penalización (quiso el asiento 0, que no es el postre)
      Y la pareja B se apunta 1 tanto de negada en juego
      # cálculo: grande en paso: R C S 1 (asiento 3) gana a R C 7 6 (0 y 2) → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: el asiento 3 es el único con un as (1 S C R) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: el juego anulado cuenta como no querido: B cobra la 31 del asiento 3 = 3; el asiento 1 no tiene juego
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 3
      Y no hay más tantos
      # cálculo: B 1 + 1 + 1 + 3 = 6; A 0
      Y el marcador es A 0 - B 6

    @FEM-VI.12
    Escenario: un órdago a la grande querido por la pareja postre con 33 en las dos manos vale: la regla es para pares y juego
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc So 4c |
        | 1       | Re Ce 7e 6e |
        | 2       | 1c 5c 7c 5o |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a la grande, a secas
      # cálculo: R R S 4 (asiento 0) gana a R C 7 6 (asientos 1 y 3, 10 + 10 + 7 + 6 = 33 cada uno)
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos

    @FEM-VI.12
    Escenario: si la pareja postre echa el órdago a juego con 33 en las dos manos y la otra lo quiere, el órdago vale
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | Re Ce 7e 6e |
        | 2       | Ro Co So 1c |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: juego: asiento 1 con 33, asiento 2 con 10 + 10 + 10 + 1 = 31, asiento 3 con 33; el 0 no tiene (22)
      Entonces el lance de juego empieza con mano el asiento 1 y hablan los asientos 1, 2, 3
      Cuando el asiento 1 echa órdago
      Y el asiento 2 quiere
      # cálculo: la 31 del asiento 2 gana a los 33
      Entonces el lance de juego lo gana la pareja A con el asiento 2 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos

    # Con «reglamento» el compañero que cantó «sí» y es mano del lance deja valer el órdago aunque
    # también lleve 33 (con «penalizar» sería nulo: las dos manos de la pareja que reparte llevan 33).
    @FEM-VI.12
    Escenario: con «reglamento», la pareja del postre lleva 33 en las dos manos, pero el compañero es mano del lance: el órdago a juego vale
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4o 5o 7o |
        | 1       | Rc Sc 7c 6c |
        | 2       | Re Ce 5e 6e |
        | 3       | Rb Sb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 33 (asiento 1), 31 (2), 33 (3); el 0 no tiene (17)
      Entonces el lance de juego empieza con mano el asiento 1 y hablan los asientos 1, 2, 3
      Cuando el asiento 1 pasa
      Y el asiento 2 echa órdago
      Entonces las acciones legales del asiento 3 son: querer, decir "quiero y no pierdo" y no querer
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      # cálculo: el órdago vale; la 31 del asiento 2 gana a las dos 33
      Y el lance de juego lo gana la pareja A con el asiento 2 por el órdago
      Y no hay más tantos
      # cálculo: el órdago querido no apunta tantos: el juego acaba en A 0 - B 0 y es de A
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0

    @FEM-VI.12 @FEM-VI.11
    Escenario: con «reglamento», el postre del lance y su compañero, que no es mano, llevan 33: órdago nulo, negada y los 2 tantos de castigo
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 5o 6o |
        | 1       | Rc Sc 7c 6c |
        | 2       | 1e 4e 5e 7e |
        | 3       | Rb Sb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 31 (asiento 0), 33 (1), 33 (3); el 2 no tiene (17)
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 no quiere
      Entonces las acciones legales del asiento 3 son: querer, decir "quiero y no pierdo" y no querer
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      Y consta que el lance de juego lo gana la pareja A por órdago nulo
      # cálculo: el compañero (1) cantó «sí», no es mano del lance (lo es el 0) y lleva 33 como el postre (3): negada, 1
      Y la pareja A se apunta 1 tanto de negada en juego
      # cálculo: y, por ser a juego, los dos tantos de castigo de FEM-VI.11
      Y la pareja A se apunta 2 tantos de penalización en juego
      Y la partida sigue
      # cálculo: grande en paso: R C 6 5 (asiento 0) gana a R S 7 6 (1 y 3) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 7 (asiento 2) → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      # cálculo: el juego anulado cuenta como no querido: A cobra la 31 del asiento 0 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 0
      Y no hay más tantos
      # cálculo: A 1 + 2 + 1 + 1 + 3 = 8; B 0
      Y el marcador es A 8 - B 0

    @FEM-VI.12 @FEM-VI.24
    Escenario: con «reglamento», el postre del lance y su compañero, que no es mano, llevan dos ases: el órdago a pares es nulo, con la negada
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 6o |
        | 1       | 1c 1e 4c 7c |
        | 2       | Co So 5e 6e |
        | 3       | 1b 1o 4b 7b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # pares: reyes (asiento 0), ases (1), ases (3); el 2 no tiene
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a pares, a secas
      Y se enseñan las cuatro manos
      Y el lance de pares lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: A se apunta la negada, 1, en el acto; a pares no hay castigo de FEM-VI.11
      Y la pareja A se apunta 1 tanto de negada en pares
      Y la partida sigue
      # cálculo: grande en paso: R R 6 5 (asiento 0) gana a C S 6 5 (2) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 1 4 7 (asiento 1) empata con 1 1 4 7 (3) y gana el 1, más cerca de la mano → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: los pares anulados cuentan como no queridos: A cobra su par de reyes (asiento 0) = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y el lance de juego no se juega
      Y el lance de punto no se juega
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 = 3; B 1
      Y el marcador es A 3 - B 1

    @FEM-VI.12
    Escenario: con «reglamento», el compañero que cantó «sí» no es mano del lance pero no lleva 33: el quiero del postre con 33 vale
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 5o 6o |
        | 1       | Rc Sc 7c 5c |
        | 2       | 1e 4e 5e 7e |
        | 3       | Rb Sb 7b 6b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # nadie tiene pares; juego: 31 (asiento 0), 32 (1), 33 (3); el 2 no tiene (17)
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y se enseñan las cuatro manos
      # cálculo: el compañero (1) cantó «sí» con 32, que no es la mínima: vale; la 31 del asiento 0 gana
      Y el lance de juego lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0

    # La jugada mínima solo cuenta en pares y en juego: en grande, el 33 del postre y de su compañero
    # no cambia nada.
    @FEM-VI.12
    Escenario: con «reglamento», un órdago a grande querido por el que reparte con 33, con su compañero también con 33, vale
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc Co 1o |
        | 1       | Sc 7c 6c Cc |
        | 2       | 4e 5e 6e 7e |
        | 3       | Sb 7b 6b Cb |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a la grande
      Y se enseñan las cuatro manos
      # cálculo: R R C 1 (asiento 0) gana la grande a C S 7 6 (1 y 3) y a 7 6 5 4 (2)
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0

  Regla: FEM-VI.13 — separar sobre el tapete los tantos de un envite al quererlo es un quiero plural que ya no se puede retirar
    En musfem no hay tapete ni tantos que separar: todo quiero cierra la apuesta para la pareja
    (CONVENCION-quiero-cierra). No tiene escenarios; el que la versión 1 ponía aquí, que el envite
    de un jugador obliga a su pareja, es de FEM-VI.5.

  Regla: FEM-VI.14 — la pareja que quiere un órdago es la primera en enseñar sus naipes
    En musfem, al quererse un órdago el motor enseña las cuatro manos a la vez (FEM-VI.6): no hay
    un orden que respetar, y el artículo no tiene escenarios.

  Regla: FEM-VI.15 — no se comentan con el compañero las jugadas propias de otros lances, solo lo que han dicho los rivales: en musfem no hay canal de conversación

    @FEM-VI.15
    Escenario: en la grande solo existen las acciones del lance; cualquier otra cosa se rechaza
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Cuando el asiento 0 intenta una acción desconocida
      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.8)

  Regla: FEM-VI.16 — los naipes solo se cantan en grande, del más alto al más bajo, y en chica, del más bajo al más alto
    En musfem no se canta ningún naipe: no hay canal de conversación (CONVENCION-consultas), y el
    artículo no tiene escenarios. La comparación carta a carta que la versión 1 ponía aquí es de
    CONVENCION-orden-grande y CONVENCION-orden-chica (features/convencion/valores.feature).

  Regla: FEM-VI.17 — en pares solo se declara lo que se lleva, y con verdad, nunca los naipes sueltos, y unas medias o unos duples no se declaran como par: musfem declara por cada asiento lo que tienen sus naipes

    @FEM-VI.17
    Escenario: quien tiene medias o duples declara que tiene pares, y lo que se declara es lo que se enseña
      Dado reparte el asiento 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 1c 6b 7b |
        | 1       | Ro Rc Re 4b |
        | 2       | Co 7c 6e 5o |
        | 3       | So Sc 4o 4c |
      Y en la jugada siguiente reparte el asiento 1 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 1 corta el mus
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 2, 3, 0
      Entonces el asiento 1 declara que tiene pares
      Y el asiento 2 declara que no tiene pares
      Y el asiento 3 declara que tiene pares
      Y el asiento 0 declara que tiene pares
      Cuando pasan los asientos 1, 3, 0
      Entonces el asiento 1 declara que tiene juego
      Y el asiento 3 declara que no tiene juego
      Y consta que se enseñan las cuatro manos: "1o 1c 6b 7b", "Ro Rc Re 4b", "Co 7c 6e 5o" y "So Sc 4o 4c"
      Y el lance de pares lo gana la pareja B con el asiento 3 por mejor jugada

  Regla: FEM-VI.18 — decir en pares los naipes que sobran cuenta como enseñarlos (FEM-VII.10)
    En musfem nadie dice nada de sus naipes: el artículo no tiene escenarios. Los que la versión 1
    ponía aquí y en FEM-VI.19 (no hay consejos; decide quien tiene la jugada) son de FEM-VI.23.

  Regla: FEM-VI.19 — envites, respuestas, descartes, pasos y declaraciones se dicen en voz clara: un gesto no vale por ellos
    En musfem cada una de esas decisiones es una acción del motor y no hay otra forma de tomarla
    (las señas del capítulo VIII no sustituyen a ninguna): el artículo no tiene escenarios.

  Regla: FEM-VI.20 — en juego se dice que se lleva juego, nunca con qué naipes
    En musfem el motor anuncia por cada asiento si lleva juego, y nada más: el artículo no tiene
    escenarios. El «sí» o «no» por turno antes de pares y de juego, que la versión 1 ponía aquí, es
    CONVENCION-declaracion-pares-juego (features/convencion/envites.feature).

  Regla: FEM-VI.21 — callar no existe: con un envite pendiente no se puede pasar al lance siguiente

    @FEM-VI.21
    Escenario: con el envite de grande pendiente nadie puede pasar ni empezar la chica
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Entonces no consta el comienzo de un lance
      Cuando el asiento 1 intenta pasar
      Entonces la acción se rechaza porque hay un envite sin contestar (FEM-VI.2)
      Cuando el asiento 2 intenta pasar
      Entonces la acción se rechaza porque no le toca hablar (FEM-VI.2)
      Y la partida está en el lance de grande
      Y habla el asiento 1

  Regla: FEM-VI.22 — en pares y en juego solo hablan y envidan quienes tienen la jugada

    @FEM-VI.22
    Escenario: el juego lo empieza el primero con juego desde la mano y los demás no pueden hablar
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | So 7c 6b 5o |
        | 1       | Co Cc 6e 4o |
        | 2       | Ro Rc Se 1b |
        | 3       | 3o Cb Sb 1c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 1 y hablan los asientos 1, 2
      Cuando pasan los asientos 1, 2
      Entonces consta que el lance de juego empieza con mano el asiento 2 y hablan los asientos 2, 3
      Y habla el asiento 2
      Cuando el asiento 0 intenta envidar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)
      Cuando el asiento 1 intenta pasar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)

    @FEM-VI.22
    Escenario: el compañero sin pares no puede actuar mientras está pendiente el envite de su compañero
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | So 7c 6b 5o |
        | 1       | Co Cc 6e 4o |
        | 2       | Ro Rc 5e 4b |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 1 pasa
      Y el asiento 2 envida
      Entonces habla el asiento 3
      Cuando el asiento 0 intenta pasar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)
      Cuando el asiento 0 intenta subir 2
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)

  Regla: FEM-VI.23 — se puede aconsejar al compañero, salvo en pares o juego si no se llevan, pero decide quien tiene la jugada: en musfem no hay consejos, decide solo el asiento que tiene la palabra y el compañero sin la jugada no actúa

    @FEM-VI.23
    Escenario: en pares, el compañero sin pares no contesta el envite: el no quiero de su compañero es definitivo
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
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 pasa
      Y el asiento 1 envida
      Entonces habla el asiento 0
      Y el asiento 2 no tiene acciones legales
      Cuando el asiento 2 intenta no querer
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)
      Cuando el asiento 0 no quiere
      Entonces consta que el asiento 0 no quiere a pares, y queda no querido
      # cálculo: primer envite de pares no querido: negada = 1 para B, en el acto
      Y la pareja B se apunta 1 tanto de negada en pares
      Y no hay más tantos
      Y la partida está en el lance de punto

    @FEM-VI.23 @CONVENCION-turnos-secuenciales
    Escenario: mientras un jugador decide, su compañero no tiene ninguna acción
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces habla el asiento 0
      Y el asiento 2 no tiene acciones legales
      Cuando el asiento 2 intenta pasar
      Entonces la acción se rechaza porque no le toca hablar (CONVENCION-turnos-secuenciales)

    @FEM-VI.23 @FEM-VI.22
    Escenario: en pares decide el que los tiene; su compañero sin pares no puede hablar por él
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
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Y el asiento 2 no tiene acciones legales
      Cuando el asiento 2 intenta envidar
      Entonces la acción se rechaza porque no habla en este lance (FEM-VI.22)

  Regla: FEM-VI.24 — si el postre quiere un órdago a pares con dos ases, los rivales se apuntan una negada en el acto: musfem lo sigue con «reglamento», y con «penalizar» lo aparta (CONVENCION-postre-33): anula el órdago cuando las dos manos de la pareja postre llevan dos ases

    @FEM-VI.24 @FEM-VI.12
    Escenario: la pareja postre quiere un órdago a pares con dos ases en las dos manos: el órdago es nulo
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2o 5o 6o |
        | 2       | So 7c 6b 4o |
        | 3       | 1c 2c 4e 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a pares
      Y se enseñan las cuatro manos
      Y el lance de pares lo gana la pareja A por órdago nulo
      # cálculo: órdago nulo: A se apunta la negada, 1, en el acto; sin penalización (no es el caso del postre con 33)
      Y la pareja A se apunta 1 tanto de negada en pares
      Y la partida sigue
      # cálculo: grande en paso: R R 5 4 (asiento 0) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 2 4 7 (asiento 3) gana a 1 2 5 6 (1) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: los pares anulados cuentan como no queridos: A cobra su par de reyes (asiento 0) = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y el lance de juego no se juega
      Y el lance de punto no se juega
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 = 3; B 1
      Y el marcador es A 3 - B 1

    @FEM-VI.24
    Escenario: si solo una mano de la pareja postre tiene dos ases, el órdago a pares querido vale
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2o 5o 6o |
        | 2       | So 7c 6b 4o |
        | 3       | 1c 4c 4e 7e |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces el lance de pares lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos

    @FEM-VI.24
    Escenario: si los dos ases los tiene el postre y su compañero otro par, el órdago a pares querido vale
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "penalizar"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 4o 4c 5o 6o |
        | 2       | So 7c 6b 5c |
        | 3       | 1c 2c 4e 7e |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      # cálculo: el par de reyes del asiento 0 gana al par de cuatros (1) y a los dos ases (3)
      Entonces el lance de pares lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos

    # Con «reglamento» (el texto de FEM-VI.24): el postre del lance quiere con dos ases y su compañero
    # no tiene pares; los rivales se apuntan la negada en el acto y el órdago se juega.
    @FEM-VI.24
    Escenario: con «reglamento», el postre del lance quiere un órdago a pares con dos ases: negada para los rivales y el órdago se juega
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 6o |
        | 1       | 1c 1e 4c 7c |
        | 2       | Co So 5e 6e |
        | 3       | 4b 5b 7b Cb |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # pares: reyes (asiento 0), ases (1); el 2 y el 3 no tienen
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a pares, a secas
      Y se enseñan las cuatro manos
      # cálculo: el postre del lance (1) quiso con dos ases: A se apunta la negada, 1, en el acto
      Y la pareja A se apunta 1 tanto de negada en pares
      # cálculo: el órdago se juega: el par de reyes del asiento 0 gana a los dos ases del 1
      Y el lance de pares lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 1 - B 0, y los juegos quedan A 1 - B 0

    @FEM-VI.24
    Escenario: con «reglamento», el postre del lance quiere un órdago a pares con un par que no es de ases: no hay negada
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 6o |
        | 1       | 4c 4e 1c 7c |
        | 2       | Co So 5e 6e |
        | 3       | 4b 5b 7b Cb |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # pares: reyes (asiento 0), cuatros (1); el 2 y el 3 no tienen
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el órdago a pares, a secas
      Y se enseñan las cuatro manos
      # cálculo: un par de cuatros no es la jugada mínima: ni negada ni castigo; el par de reyes gana
      Y el lance de pares lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por órdago, con el marcador A 0 - B 0, y los juegos quedan A 1 - B 0

    @FEM-VI.24 @CONVENCION-fin-inmediato
    Escenario: con «reglamento», si la negada de los dos ases llega al objetivo, el juego acaba en el acto y el órdago no se juega
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y el marcador empieza en A 39 - B 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 6o |
        | 1       | 1c 1e 4c 7c |
        | 2       | Co So 5e 6e |
        | 3       | 4b 5b 7b Cb |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      # cálculo: el postre del lance (1) quiso con dos ases y su compañero no tiene pares: negada, 39 + 1 = 40, el objetivo
      Entonces la pareja A se apunta 1 tanto de negada en pares
      # cálculo: los tantos en el acto acaban el juego: el órdago ya no se resuelve
      Y el lance de pares no se resuelve
      Y no hay más tantos
      Y consta que termina el juego 1 y lo gana la pareja A por tantos, con el marcador A 40 - B 0, y los juegos quedan A 1 - B 0

    @FEM-VI.24 @CONVENCION-fin-inmediato
    Escenario: con «reglamento» y sin fin en el acto, la negada de los dos ases llega al objetivo y aun así el órdago se juega
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "reglamento"
      Y la regla "end_on_immediate_points" vale false
      Y el marcador empieza en A 39 - B 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5o 6o |
        | 1       | 1c 1e 4c 7c |
        | 2       | Co So 5e 6e |
        | 3       | 4b 5b 7b Cb |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      # cálculo: negada para A en el acto, 39 + 1 = 40
      Entonces la pareja A se apunta 1 tanto de negada en pares
      # cálculo: la jugada sigue: el órdago se resuelve (el par de reyes del asiento 0 gana a los dos ases)
      Y el lance de pares lo gana la pareja A con el asiento 0 por el órdago
      Y no hay más tantos
      # cálculo: A llegó a 40 antes del órdago, por tantos, y así gana el juego
      Y consta que termina el juego 1 y lo gana la pareja A por tantos, con el marcador A 40 - B 0, y los juegos quedan A 1 - B 0

  Regla: FEM-VI.25 — en juego, el rival que ante un envite o un órdago mira uno o más naipes no lo quiere
    En musfem nadie ve naipes ajenos antes del final: el artículo no tiene escenarios. El que la
    versión 1 ponía aquí (no se enseñan ni se tiran las cartas durante un envite) es de FEM-VII.10 y
    FEM-VII.11.
