# language: es
@FEM-VII
Característica: Capítulo VII — Al tantearse

  Cuándo y cómo se apuntan los tantos: el deje (VII.1), el orden y el momento del tanteo (VII.2),
  un solo tanteo por pareja (VII.3), el anuncio de «estamos dentro» (VII.7), que nadie enseña
  naipes hasta el final y entonces se enseñan las cuatro manos (VII.9), y el órdago que anula los
  envites anteriores (VII.12). Los artículos de la mesa física (conformidad con la cuenta, recoger
  las cartas, reclamaciones, la pareja que es mano dos veces, enseñar los naipes o meterse en
  baraja durante un órdago) se muestran imposibles.

  Salvo que se diga otra cosa, reparte el asiento 3 y es mano el asiento 0; la pareja A son los
  asientos 0 y 2, la pareja B los asientos 1 y 3. Manos de referencia: asiento 0 Ro Rc 5e 4b (par
  de reyes, 29), asiento 1 Co Cc 6e 4o (par de caballos, 30), asiento 2 So 7c 6b 5o (sin pares,
  28), asiento 3 1o 1c 4e 5c (par de ases, 11). La grande es de A (R R 5 4 del asiento 0), la chica
  de B (A A 4 5 del asiento 3), los pares se juegan entre los asientos 0, 1 y 3 y son de A (reyes
  del asiento 0); nadie tiene juego, así que se juega el punto entre los cuatro y es de B (30 del
  asiento 1).

  Regla: FEM-VII.1 — el deje: una subida no querida en pares, juego o punto paga un tanto más

    @FEM-VII.1 @CONVENCION-deje @FEM-VII.2
    Escenario: en pares, la subida no querida paga lo querido antes y un tanto de deje, en el acto
      Dado reparte el asiento 3
      Y la regla "deje" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Y el asiento 1 sube 2
      Y el asiento 0 no quiere
      # cálculo: lo querido antes de la subida es el envido, 2 tantos, para B, que subió
      Entonces la pareja B se apunta 2 tantos de envite no querido en pares
      # cálculo: deje = true (por defecto): 1 tanto más por ser pares
      Y la pareja B se apunta 1 tanto de deje en pares
      # cálculo: 2 + 1 = 3 para B, en el acto (aún no se ha tanteado: se juega el punto)
      Y el marcador es A 0 - B 3
      Y la partida está en el lance de punto
      Y no hay más tantos

    @FEM-VII.1 @CONVENCION-deje
    Escenario: sin deje, la misma subida no querida en pares paga solo lo querido antes
      Dado la regla "deje" vale false
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
      Y el asiento 0 envida
      Y el asiento 1 sube 2
      Y el asiento 0 no quiere
      # cálculo: lo querido antes de la subida, 2 tantos, para B; deje = false: nada más
      Entonces la pareja B se apunta 2 tantos de envite no querido en pares
      Y no hay más tantos
      # cálculo: B 0 + 2 = 2
      Y el marcador es A 0 - B 2

    @FEM-VII.1 @CONVENCION-deje
    Escenario: en el punto, la subida no querida también lleva deje, y el punto se cobra al final
      Dado reparte el asiento 3
      Y la regla "deje" vale true
      Y la regla "raise_mode" vale "mas"
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
      Y el asiento 0 envida
      Y el asiento 1 sube 3
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: subida no querida en el punto: lo querido antes (envido, 2) para B
      Entonces la pareja B se apunta 2 tantos de envite no querido en punto
      # cálculo: y 1 de deje por ser el punto
      Y la pareja B se apunta 1 tanto de deje en punto
      # cálculo: al tantear: grande en paso, 1 para A (R R 5 4 del asiento 0)
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso, 1 para B (A A 4 5 del asiento 3)
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso, par de reyes del asiento 0 (1); el asiento 2 no tiene pares
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: el punto no querido es de B, la pareja que subió: 1 tanto de punto
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 = 2; B 2 + 1 + 1 + 1 = 5
      Y el marcador es A 2 - B 5

    @FEM-VII.1 @CONVENCION-deje @CONVENCION-ordago-respuesta
    Escenario: en pares, el órdago que responde a un envido y no se quiere paga el envido y el deje
      Dado reparte el asiento 3
      Y la regla "deje" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida
      Y el asiento 1 echa órdago
      Y el asiento 0 no quiere
      # cálculo: el órdago de B respondía al envido de 2: B cobra esos 2, en el acto
      Entonces la pareja B se apunta 2 tantos de envite no querido en pares
      # cálculo: y 1 de deje por ser pares
      Y la pareja B se apunta 1 tanto de deje en pares
      Y no hay más tantos
      # cálculo: B 0 + 2 + 1 = 3
      Y el marcador es A 0 - B 3
      Y la partida sigue
      Y la partida está en el lance de punto

    @FEM-VII.1 @CONVENCION-deje
    Escenario: en grande no hay deje aunque se juegue con deje
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
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: lo querido antes de la subida (envido, 2) para B; la grande no tiene deje
      Entonces la pareja B se apunta 2 tantos de envite no querido en grande
      Y no hay más tantos
      # cálculo: B 0 + 2 = 2
      Y el marcador es A 0 - B 2

    @FEM-VII.1 @CONVENCION-deje
    Escenario: el primer envite no querido en pares es una negada, sin deje
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
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: no se quiere el primer envite: negada, 1 tanto para A; el deje es solo de las subidas
      Entonces la pareja A se apunta 1 tanto de negada en pares
      Y no hay más tantos
      # cálculo: A 0 + 1 = 1
      Y el marcador es A 1 - B 0

  Regla: FEM-VII.2 — se tantea grande, chica, pares y juego o punto; en el acto lo no querido, al final lo demás

    @FEM-VII.2 @CONVENCION-valor-paso
    Escenario: todo en paso: al final se enseñan las manos y se tantea grande, chica, pares y punto, por este orden
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
      # cálculo: nada se ha querido ni negado: hasta aquí no se apunta nada
      Entonces el marcador es A 0 - B 0
      Y no se enseñan las manos
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces consta, en este orden y nada más: un paso, las cuatro manos enseñadas, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el final de una jugada, el comienzo de una jugada, el barajado, las cartas repartidas a un asiento (4 veces) y el número de cartas repartidas a un asiento (4 veces)
      Y el lance de grande lo gana la pareja A con el asiento 0 por mejor jugada
      Y el lance de chica lo gana la pareja B con el asiento 3 por mejor jugada
      Y el lance de pares lo gana la pareja A con el asiento 0 por mejor jugada
      Y el lance de punto lo gana la pareja B con el asiento 1 por mejor jugada
      # cálculo: grande en paso: 1 para A
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares: solo el asiento 0 de A tiene pares (par, 1)
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto: 1 para B
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 = 2; B 1 + 1 = 2
      Y el marcador es A 2 - B 2

    @FEM-VII.2 @CONVENCION-fin-al-contar
    Esquema del escenario: el tanteo sigue el orden de los lances y se para en la pareja que llega a 40 (<lance>)
      Dado el marcador empieza en A <a> - B <b>
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
      Entonces la partida termina y gana la pareja <gana> por tantos
      Y el lance de <lance> lo gana la pareja <gana>
      Y el lance de <siguiente> no se resuelve
      # cálculo: en orden: grande +1 A, chica +1 B, pares +1 A, punto +1 B; se para al llegar a 40: <cuenta>
      Y el marcador es A <fa> - B <fb>

      Ejemplos:
        | a  | b  | gana | lance  | siguiente | fa | fb | cuenta                                   |
        | 39 | 39 | A    | grande | chica     | 40 | 39 | A 39 + 1 = 40 en grande                  |
        | 38 | 39 | B    | chica  | pares     | 39 | 40 | A 38 + 1 = 39; B 39 + 1 = 40 en chica    |
        | 38 | 38 | A    | pares  | punto     | 40 | 39 | A 39, B 39; A 39 + 1 = 40 en pares       |

    @FEM-VII.2 @CONVENCION-fin-al-contar
    Escenario: lo que queda por contar no se apunta aunque la otra pareja hubiera sumado más
      # Manos: grande de A (rey del asiento 0); chica de B (A S S C del asiento 3); los pares
      # (par de caballos y par de sotas) y el juego (31 y 31) solo los tiene B: le darían 1 + 2 + 6.
      Dado el marcador empieza en A 39 - B 38
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 7o 6o 5o |
        | 1       | Cc Ce Sc 1c |
        | 2       | 7c 6c 5c 4c |
        | 3       | Sb Se Cb 1e |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares no se juega
      Y el lance de juego no se juega
      Y el lance de grande lo gana la pareja A con el asiento 0
      # cálculo: grande en paso: A 39 + 1 = 40, llega al objetivo y se deja de contar
      Y la pareja A se apunta 1 tanto de paso en grande
      Y no hay más tantos
      Y el lance de chica no se resuelve
      Y el lance de pares no se resuelve
      Y el lance de juego no se resuelve
      Y la partida termina y gana la pareja A por tantos
      # cálculo: B se queda en 38 aunque con chica (1), pares (1 + 1) y juego (3 + 3) habría llegado a 47
      Y el marcador es A 40 - B 38

    @FEM-VII.2 @CONVENCION-fin-al-contar @FEM-VII.7
    Escenario: el tanteo se para a mitad del juego: la 32 del compañero ya no se cuenta
      # Las manos del escenario de pares y juego por jugador (reparte el asiento 1, es mano el 2).
      Dado el marcador empieza en A 33 - B 0
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3o 6o 6c |
        | 1       | Co Cc 7e 4e |
        | 2       | So Sc Se 1c |
        | 3       | 7o 5o 4o 1e |
      Cuando el asiento 2 corta el mus
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 3, 0, 1
      Y pasan los asientos 2, 0, 1
      Y pasan los asientos 2, 0, 1
      Entonces consta, en este orden y nada más: un paso, las cuatro manos enseñadas, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, un «estamos dentro», un apunte de tantos, el resultado de un lance, un apunte de tantos, el final de una jugada y el final de un juego
      # cálculo: grande en paso: A 33 + 1 = 34
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: B 0 + 1 = 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: los jugadores se cobran desde la mano (asiento 2, luego 0): medias del asiento 2, A 34 + 2 = 36 (le faltan 4: «estamos dentro»)
      Y la pareja A se apunta 2 tantos de pares en pares por el asiento 2
      # cálculo: duples del asiento 0: A 36 + 3 = 39
      Y la pareja A se apunta 3 tantos de pares en pares por el asiento 0
      # cálculo: la 31 del asiento 2 (mano): A 39 + 3 = 42 ≥ 40; la 32 del asiento 0 (2) ya no se cuenta
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 2
      Y no hay más tantos
      Y consta que la pareja A anuncia "estamos dentro", con el marcador A 36 - B 1
      Y la partida termina y gana la pareja A por tantos
      # cálculo: A 42 - B 1
      Y el marcador es A 42 - B 1

    @FEM-VII.2 @CONVENCION-negada
    Escenario: la negada se apunta en el acto, en el mismo lance
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
      # cálculo: negada del envido de grande: 1 para A, antes de tantear; A 0 + 1 = 1
      Entonces consta que la pareja A se apunta 1 tanto de negada en grande, y el marcador queda A 1 - B 0
      Y la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      # cálculo: A 0 + 1 = 1
      Y el marcador es A 1 - B 0
      Y la partida está en el lance de chica
      Y no se enseñan las manos

    @FEM-VII.2 @CONVENCION-envite-rechazado
    Escenario: envido, «5 más» y «10 más» no querido: siete tantos en el acto
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
      Y el asiento 1 sube 5
      Y el asiento 2 sube 10
      Y el asiento 3 no quiere
      Y el asiento 1 no quiere
      # cálculo: lo querido antes del «10 más» es el envido con su «5 más»: 2 + 5 = 7, para A, que subió el último
      Entonces la pareja A se apunta 7 tantos de envite no querido en grande
      Y no hay más tantos
      # cálculo: A 0 + 7 = 7
      Y el marcador es A 7 - B 0
      Y la partida está en el lance de chica

    @FEM-VII.2
    Escenario: el envite querido no se apunta al quererlo sino al final, para la mejor mano
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
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Entonces no consta un apunte de tantos
      # cálculo: el envite querido se cobra al tantear: de momento nada
      Y el marcador es A 0 - B 0
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de grande lo gana la pareja A con el asiento 0 por mejor jugada
      # cálculo: grande querida: los 2 del envido para A (R R 5 4 gana a C C 6 4); no hay tanto de paso
      Y la pareja A se apunta 2 tantos de envite en grande
      # cálculo: chica en paso: 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso: par de reyes del asiento 0, 1 para A
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto: 1 para B (30 del asiento 1)
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 2 + 1 = 3; B 1 + 1 = 2
      Y el marcador es A 3 - B 2

    @FEM-VII.2 @CONVENCION-valor-pares @CONVENCION-valor-juego
    Escenario: pares y juego se cobran por cada jugador de la pareja ganadora que los tiene
      # Reparte el asiento 1: es mano el asiento 2 y se habla 2, 3, 0, 1.
      # Asiento 0: duples de reyes y seises, 32. Asiento 1: par de caballos, 31.
      # Asiento 2: medias de sotas, 31. Asiento 3: sin pares, 17.
      Dado reparte el asiento 1
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
      Entonces el lance de pares empieza con mano el asiento 2 y hablan los asientos 2, 0, 1
      Cuando pasan los asientos 2, 0, 1
      Entonces el lance de juego empieza con mano el asiento 2 y hablan los asientos 2, 0, 1
      Cuando pasan los asientos 2, 0, 1
      Entonces el lance de pares lo gana la pareja A con el asiento 0
      Y el lance de juego lo gana la pareja A con el asiento 2
      # cálculo: grande en paso: R R 6 6 del asiento 0, 1 para A
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: A 4 5 7 del asiento 3, 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares de A (duples ganan a medias y a par): duples del asiento 0, 3
      Y la pareja A se apunta 3 tantos de pares en pares por el asiento 0
      # cálculo: y medias del asiento 2, 2; el par del asiento 1 (B) no cobra
      Y la pareja A se apunta 2 tantos de pares en pares por el asiento 2
      # cálculo: juego: la 31 del asiento 2 empata con la del 1 y gana por estar más cerca de la mano: 31 = 3
      Y la pareja A se apunta 3 tantos de juego en juego por el asiento 2
      # cálculo: y la 32 del asiento 0, otro juego = 2, aunque pierda con la 31 del asiento 1
      Y la pareja A se apunta 2 tantos de juego en juego por el asiento 0
      Y no hay más tantos
      # cálculo: A 1 + 3 + 2 + 3 + 2 = 11; B 1
      Y el marcador es A 11 - B 1

    @FEM-VII.2 @CONVENCION-valor-punto
    Escenario: el punto querido cobra el envite y el tanto del punto al final
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
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Entonces el lance de punto lo gana la pareja B con el asiento 1 por mejor jugada
      # cálculo: grande en paso, 1 para A
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso, 1 para B
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso, par de reyes del asiento 0, 1 para A
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto querido: 30 del asiento 1 gana a 29: el envido, 2, para B
      Y la pareja B se apunta 2 tantos de envite en punto
      # cálculo: y el tanto del punto, 1
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 = 2; B 1 + 2 + 1 = 4
      Y el marcador es A 2 - B 4

  Regla: FEM-VII.3 — antes de empezar se fija quién apunta los tantos de cada pareja, y su compañero guarda los amarracos: en musfem el motor lleva un solo marcador por pareja, en tantos

    @FEM-VII.3 @CONVENCION-amarracos
    Escenario: cada pareja tiene un solo marcador, en tantos, no en amarracos ni piedras
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando empieza la partida
      Entonces consta que empieza un juego a 40 tantos, con el marcador A 0 - B 0
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 3
      Y el asiento 1 sube 4
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: lo querido antes de la subida es el «envido 3»: 3 tantos para B, sin deje en grande
      Entonces consta que la pareja B se apunta 3 tantos, y el marcador queda A 0 - B 3
      # cálculo: 3 tantos se apuntan como 3 (no hay amarracos ni piedras que repartir)
      Y el marcador es A 0 - B 3

  Regla: FEM-VII.4 — los rivales dan por buena la cuenta de cada pareja: en musfem la cuenta la hace el motor y es pública

    @FEM-VII.4
    Escenario: cada tanto y cada lance resuelto se publican para todos, con el marcador resultante
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
      Y pasan los asientos 0, 1, 2, 3
      Entonces todos ven un apunte de tantos
      Y todos ven el resultado de un lance
      Y todos ven el final de una jugada
      # cálculo: grande 1 A, chica 1 B, pares 1 A, punto 1 B: A 2 - B 2, visto por el espectador
      Y consta que la pareja B se apunta 1 tanto en punto, y el marcador queda A 2 - B 2
      Y el marcador es A 2 - B 2

  Regla: FEM-VII.5 — las cartas no se recogen hasta haber tanteado

    @FEM-VII.5
    Escenario: las manos siguen en juego hasta el tanteo, y solo después se reparte otra vez
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 7o 6c 5b 1e |
        | 1       | Ro Rc 5e 4b |
        | 2       | Co Cc 6e 4o |
        | 3       | So 7c 6b 5o |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2
      Entonces el asiento 0 tiene "Ro Rc 5e 4b"
      Y el asiento 3 tiene "1o 1c 4e 5c"
      Cuando el asiento 3 pasa
      Entonces consta, en este orden y nada más: un paso, las cuatro manos enseñadas, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, el final de una jugada, el comienzo de una jugada, el barajado, las cartas repartidas a un asiento (4 veces) y el número de cartas repartidas a un asiento (4 veces)
      Y el asiento 0 tiene "7o 6c 5b 1e"

  Regla: FEM-VII.6 — no hay reclamaciones después de tantear

    @FEM-VII.6
    Escenario: hecha la cuenta empieza la jugada siguiente y no hay ninguna acción para reclamar tantos
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 7o 6c 5b 1e |
        | 1       | Ro Rc 5e 4b |
        | 2       | Co Cc 6e 4o |
        | 3       | So 7c 6b 5o |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1, con el marcador A 2 - B 2
      Y la partida está en el mus
      Y las acciones legales del asiento 1 son: dar mus y cortar el mus
      Y el asiento 0 no tiene acciones legales
      Y el asiento 2 no tiene acciones legales
      Y el asiento 3 no tiene acciones legales
      Cuando el asiento 0 intenta una acción desconocida
      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.8)

  Regla: FEM-VII.7 — «estamos dentro»: la pareja a la que le faltan cuatro tantos o menos lo anuncia

    @FEM-VII.7 @CONVENCION-estamos-dentro
    Escenario: cada pareja lo anuncia una vez, justo después del tanto que la deja a cuatro o menos
      Dado el marcador empieza en A 34 - B 35
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
      # cálculo: grande A 35 (le faltan 5: nada); chica B 36 (le faltan 4: anuncia B);
      # cálculo: pares A 36 (le faltan 4: anuncia A); punto B 37 (B ya lo anunció: nada)
      Entonces consta, en este orden y nada más: un paso, las cuatro manos enseñadas, el resultado de un lance, un apunte de tantos, el resultado de un lance, un apunte de tantos, un «estamos dentro», el resultado de un lance, un apunte de tantos, un «estamos dentro», el resultado de un lance, un apunte de tantos, el final de una jugada, el comienzo de una jugada, el barajado, las cartas repartidas a un asiento (4 veces) y el número de cartas repartidas a un asiento (4 veces)
      Y consta que la pareja B anuncia "estamos dentro", con el marcador A 35 - B 36
      Y consta que la pareja A anuncia "estamos dentro", con el marcador A 36 - B 36
      Y todos ven un «estamos dentro»
      Y la pareja A anuncia "estamos dentro"
      Y la pareja B anuncia "estamos dentro"
      # cálculo: A 34 + 1 + 1 = 36; B 35 + 1 + 1 = 37
      Y el marcador es A 36 - B 37

    @FEM-VII.7 @CONVENCION-estamos-dentro
    Escenario: la pareja que pasa de golpe de faltarle cinco a ganar no anuncia nada
      Dado el marcador empieza en A 35 - B 0
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
      # cálculo: grande querida, 5 para A (R R 5 4): 35 + 5 = 40, gana sin haber estado a cuatro o menos
      Entonces la pareja A se apunta 5 tantos de envite en grande
      Y no hay más tantos
      Y no consta un «estamos dentro»
      Y la partida termina y gana la pareja A por tantos
      Y el marcador es A 40 - B 0

    @FEM-VII.7 @CONVENCION-estamos-dentro
    Escenario: un juego que se retoma con una pareja ya a cuatro tantos o menos no la hace anunciarlo: ya lo dijo
      Dado el marcador empieza en A 36 - B 35
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
      # cálculo: a la pareja A le faltan 40 − 36 = 4 desde el principio: el tanto que la dejó ahí fue
      # antes, y con él lo anunció; a la pareja B le faltan 40 − 35 = 5
      # cálculo: grande A 37 (nada); chica B 36 (le faltan 4: anuncia B); pares A 38 (nada); punto B 37
      Entonces consta que la pareja B anuncia "estamos dentro", con el marcador A 37 - B 36
      Y la pareja B anuncia "estamos dentro" una sola vez
      Y la pareja A no anuncia "estamos dentro"
      # cálculo: A 36 + 1 + 1 = 38; B 35 + 1 + 1 = 37
      Y el marcador es A 38 - B 37

    @FEM-VII.7 @CONVENCION-estamos-dentro @CONVENCION-juegos-partida
    Escenario: se anuncia también tras una negada, y otra vez en el juego siguiente
      Dado la regla "games_to_win" vale 2
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
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de grande en el acto: A 35 + 1 = 36, le faltan 4
      Entonces consta, en este orden y nada más: un no quiero, un apunte de tantos, un «estamos dentro» y el comienzo de un lance
      Y consta que la pareja A anuncia "estamos dentro", con el marcador A 36 - B 0
      Cuando pasan los asientos 0, 1, 2, 3
      Y el asiento 0 envida 5
      Y el asiento 1 quiere
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: chica en paso B 1; pares queridos, 5 para A (reyes): 36 + 5 = 41, gana A el primer juego
      Entonces consta que termina el juego 1 y lo gana la pareja A, con el marcador A 41 - B 1
      Y consta que empieza el juego 2, con el marcador A 0 - B 0
      # Segundo juego: reparte el asiento 0, es mano el 1; se habla 1, 2, 3, 0.
      Cuando el asiento 1 corta el mus
      Y el asiento 1 pasa
      Y el asiento 2 envida 36
      Y el asiento 3 quiere
      Y pasan los asientos 1, 2, 3, 0
      Y pasan los asientos 1, 3, 0
      Y pasan los asientos 1, 2, 3, 0
      # cálculo: grande querida, 36 para A (R R 5 4 del asiento 0): 0 + 36 = 36, le faltan 4: anuncia otra vez
      Entonces consta que la pareja A anuncia "estamos dentro", con el marcador A 36 - B 0
      # cálculo: chica B 1; pares A 36 + 1 = 37 (reyes del asiento 0); punto B 2 (30 del asiento 1)
      Y el marcador es A 37 - B 2

  Regla: FEM-VII.8 — si por error una pareja es mano dos veces seguidas, se vuelve a repartir mientras solo se haya jugado la grande: en musfem reparte siempre el motor, y el que fue mano reparte la jugada siguiente

    @FEM-VII.8 @CONVENCION-rotacion-mano
    Escenario: al acabar la jugada el motor reparte la siguiente en la misma acción, y reparte el que fue mano
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 1e 2e 3e 4e |
        | 1       | 1b 2b 3b 7b |
        | 2       | Cc Sc Rc 6c |
        | 3       | 2o 3o 7o So |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # Nadie tiene pares ni juego: se juega el punto; el último paso acaba la jugada.
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta que termina la jugada 1
      Y consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1
      Y consta que se baraja para repartir
      Y consta que el asiento 1 recibe en el reparto "1b 2b 3b 7b"
      Y el asiento 0 no tiene acciones legales
      Y habla el asiento 1

  Regla: FEM-VII.9 — ningún naipe se enseña antes de acabar el juego o el punto, y entonces los cuatro enseñan los suyos: en musfem cada asiento ve solo su mano, el espectador ninguna y nadie el mazo, hasta que el motor enseña las cuatro manos

    @FEM-VII.9
    Escenario: al acabar el punto se enseñan las cuatro manos a todos, no antes
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
      Y pasan los asientos 0, 1, 2
      Entonces no se enseñan las manos
      Cuando el asiento 3 pasa
      Entonces consta que se enseñan las cuatro manos: "Ro Rc 5e 4b", "Co Cc 6e 4o", "So 7c 6b 5o" y "1o 1c 4e 5c"
      Y todos ven las cuatro manos enseñadas
      Y se enseñan las cuatro manos

    @FEM-VII.9
    Escenario: tras dar mus se enseñan las manos con que se jugó; los descartes no se enseñan nunca
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y el mazo sigue con "7o 6o 7e 6c"
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1c"
      Y el asiento 2 se descarta de "So"
      Y el asiento 1 se descarta de "6e"
      Y el asiento 0 se descarta de "4b"
      Entonces solo el asiento 3 ve las cartas de su descarte
      Y solo el asiento 0 ve las cartas de su descarte
      Y todos ven el número de cartas que descarta un asiento
      Y el asiento 3 recibe "7o"
      Y el asiento 0 recibe "6c"
      # Tras servir (la carta nueva ocupa el sitio de la tirada): 0 Ro Rc 5e 6c (par de reyes, 31);
      # 1 Co Cc 7e 4o (par de caballos, 31); 2 6o 7c 6b 5o (par de seises, 24); 3 1o 7o 4e 5c (17).
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2
      Y pasan los asientos 0, 1
      Entonces consta que se enseñan las cuatro manos: "Ro Rc 5e 6c", "Co Cc 7e 4o", "6o 7c 6b 5o" y "1o 7o 4e 5c"
      Y todos ven las cuatro manos enseñadas

    @FEM-VII.9
    Escenario: repartidas las cartas, el espectador no ve ninguna y cada asiento solo ve las suyas
      Dado la semilla es 7
      Cuando empieza la partida
      Entonces el espectador no ve ninguna carta
      Y ningún asiento ve cartas ajenas
      Y ninguna observación contiene el mazo

    @FEM-VII.9
    Escenario: durante los lances ningún asiento ni el espectador ve cartas ajenas, y no hay acción de enseñar
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
      Entonces la partida está en el lance de pares
      Y ningún asiento ve cartas ajenas
      Y el espectador no ve ninguna carta
      Y ninguna observación contiene el mazo
      Y no se enseñan las manos
      Y las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago

  Regla: FEM-VII.10 — enseñar los naipes mientras se decide un órdago o un envite es quererlo, y obliga al compañero: en musfem no hay ninguna acción de enseñar los naipes antes de tiempo

    @FEM-VII.10 @FEM-VII.11
    Escenario: con un envite pendiente no hay acción de enseñar ni de tirar cartas y nadie ve las ajenas
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
      Cuando el asiento 1 intenta descartarse de "Co"
      Entonces la acción se rechaza porque no es el momento de esa acción (FEM-III.11)
      Y no se enseñan las manos
      Y ningún asiento ve cartas ajenas
      Y el espectador no ve ninguna carta

  Regla: FEM-VII.11 — meterse en baraja mientras se decide un órdago es quererlo, y en pares o juego sin llevarlos obliga al compañero: en musfem nadie puede tirar sus naipes

    @FEM-VII.11
    Escenario: no hay acción para tirar las cartas: la mano se conserva hasta enseñarla al final
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
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Cuando el asiento 0 intenta descartarse de "Ro Rc 5e 4b"
      Entonces la acción se rechaza porque no es el momento de esa acción (FEM-III.11)
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta que se enseñan las cuatro manos: "Ro Rc 5e 4b", "Co Cc 6e 4o", "So 7c 6b 5o" y "1o 1c 4e 5c"

  Regla: FEM-VII.12 — el órdago querido anula los envites queridos en lances anteriores

    @FEM-VII.12
    Escenario: el envite querido a la grande que daba el juego a A no se cobra: gana el órdago B
      # Asiento 0: R R 5 4, par de reyes, mejor grande. Asiento 1: duples de caballos y seises.
      Dado el marcador empieza en A 38 - B 30
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 6o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 0 quiere
      Entonces consta, en este orden y nada más: un órdago querido, las cuatro manos enseñadas, el resultado de un lance, el final de una jugada y el final de un juego
      Y el lance de pares lo gana la pareja B con el asiento 1 por el órdago
      Y la partida termina y gana la pareja B por órdago
      # cálculo: la grande querida (2 para A, que con 38 + 2 habría llegado a 40) queda anulada
      Y el lance de grande no se resuelve
      Y no hay más tantos
      # cálculo: el marcador no se toca: A 38 - B 30
      Y el marcador es A 38 - B 30

    @FEM-VII.12 @CONVENCION-negada
    Escenario: la negada de un lance anterior ya se apuntó en el acto y se queda; el envite querido no
      Dado el marcador empieza en A 30 - B 30
      Y la regla "games_to_win" vale 1
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 6o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada en chica: 1 para A, en el acto: 30 + 1 = 31
      Entonces la pareja A se apunta 1 tanto de negada en chica
      Y el marcador es A 31 - B 30
      Cuando el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 0 quiere
      Entonces la partida termina y gana la pareja B por órdago
      Y el lance de pares lo gana la pareja B con el asiento 1 por el órdago
      Y el lance de grande no se resuelve
      Y no hay más tantos
      # cálculo: queda la negada (A 31); los 2 de la grande querida no se cobran
      Y el marcador es A 31 - B 30

    @FEM-VII.12 @FEM-VII.9
    Escenario: el órdago querido en grande se resuelve en el acto, con las manos enseñadas, y da el juego
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
      Y el asiento 1 quiere
      Entonces consta, en este orden y nada más: un órdago querido, las cuatro manos enseñadas, el resultado de un lance, el final de una jugada y el final de un juego
      Y el lance de grande lo gana la pareja A con el asiento 0 por el órdago
      Y consta que termina un juego y lo gana la pareja A por órdago, con el marcador A 0 - B 0
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos
      # cálculo: el órdago no lleva el marcador al objetivo: A 0 - B 0
      Y el marcador es A 0 - B 0

    # Los dos siguientes no fijan games_to_win: el órdago querido gana el juego (el primero de la
    # partida) con el marcador que había, sea la partida de un juego o de varios; el siguiente juego,
    # si lo hay, lo reparte el asiento 0.
    @FEM-VII.12
    Escenario: sea cual sea el número de juegos, el envite querido a la grande que daba el juego a A no se cobra: B gana el juego con el órdago
      # Asiento 0: R R 5 4, par de reyes, mejor grande. Asiento 1: duples de caballos y seises.
      Dado el marcador empieza en A 38 - B 30
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 6o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      # el asiento 1 no quiere y su compañero sí: el envite queda querido de cualquier manera
      Y el asiento 1 no quiere
      Y el asiento 3 quiere
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 0 quiere
      Entonces consta que el asiento 0 quiere el órdago a pares
      Y se enseñan las cuatro manos
      # duples (C C 6 6, asiento 1) ganan al par de reyes (0) y al de ases (3)
      Y el lance de pares lo gana la pareja B con el asiento 1 por el órdago
      # cálculo: la grande querida (2 para A, que con 38 + 2 = 40 habría ganado el juego) queda anulada
      Y el lance de grande no se resuelve
      Y no hay más tantos
      # cálculo: el juego acaba en A 38 - B 30, sin los 2 de la grande; es de B, que lleva 1 juego y A 0
      Y consta que termina el juego 1 y lo gana la pareja B por órdago, con el marcador A 38 - B 30, y los juegos quedan A 0 - B 1
      Y la pareja A lleva 0 juegos
      Y la pareja B lleva 1 juego

    @FEM-VII.12 @CONVENCION-negada
    Escenario: sea cual sea el número de juegos, la negada de un lance anterior se queda en el juego que gana el órdago; el envite querido no
      Dado el marcador empieza en A 30 - B 30
      Y la regla "quiero_singular" vale "cierra"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 6o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 quiere
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada en chica (primer envite del lance, no querido): 1 para A, en el acto: 30 + 1 = 31
      Entonces la pareja A se apunta 1 tanto de negada en chica
      Y el marcador es A 31 - B 30
      Cuando el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 0 quiere
      Entonces el lance de pares lo gana la pareja B con el asiento 1 por el órdago
      Y el lance de grande no se resuelve
      Y no hay más tantos
      # cálculo: el juego acaba en A 31 - B 30: queda la negada; los 2 de la grande querida no se cobran
      Y consta que termina el juego 1 y lo gana la pareja B por órdago, con el marcador A 31 - B 30, y los juegos quedan A 0 - B 1
      Y la pareja B lleva 1 juego
