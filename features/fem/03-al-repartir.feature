# language: es
@FEM-III
Característica: Capítulo III — Al repartir
  El motor sortea el primer repartidor, baraja, reparte y sirve los descartes él mismo:
  ningún jugador tiene una acción de barajar, cortar o repartir. Los descartes se
  declaran del postre (el que reparte) a la mano, y cuando el mazo se acaba se
  rebarajan los descartes.

  Para que cada escenario sepa qué cartas salen, o bien baraja al azar a partir de un número
  (la semilla), con el generador que musfem publica para que cualquier motor baraje igual, o
  bien las cartas van en un orden fijado de antemano: las manos de cada jugada, las primeras
  cartas del mazo y, si hay que rebarajar, las primeras del mazo nuevo.

  Regla: FEM-III.1 — el primer repartidor se sortea por el palo de la carta cortada

    @FEM-III.1
    Escenario: sin sorteo ni reparto no hay partida: ninguna acción se admite
      Cuando el asiento 0 intenta dar mus antes de empezar la partida
      Entonces la acción se rechaza porque no hay partida empezada (FEM-III.1)

    # cálculo del sorteo con la semilla 42, con el generador publicado: el primer número de
    # xoshiro256** con el estado de SplitMix64(42) es 1546998764402558742 (vector publicado);
    # bounded(40) solo rechaza x < (2^64 − 40) mod 40 = 16, así que k = 1546998764402558742
    # mod 40 = 22, la carta 22 del orden canónico: 3e (espadas, tercer palo; tres, tercer rango).

    @FEM-III.1 @CONVENCION-primer-reparto
    Escenario: con la semilla 42 corta el asiento 3, sale el tres de espadas y reparte el tercero a su derecha
      Dado la semilla es 42
      Cuando empieza la partida
      # El que baraja es el asiento 0 (shuffler_seat); corta el de su izquierda, el 3.
      # Espadas: reparte el tercero a la derecha del que corta, (3 + 3) mod 4 = 2; es mano el 3.
      Entonces consta que reparte el asiento 2 y es mano el asiento 3, por sorteo: corta el asiento 3 y sale "3e"
      Y todos ven la elección del que reparte
      Y consta que empieza la jugada 1, reparte el asiento 2, es mano el asiento 3
      Y habla el asiento 3

    @FEM-III.1 @CONVENCION-primer-reparto
    Escenario: si baraja el asiento 1 corta el asiento 0 y la misma carta da otro repartidor
      Dado la semilla es 42
      Y la regla "shuffler_seat" vale 1
      Cuando empieza la partida
      # Corta el asiento 0, a la izquierda del 1; sale el 3e: espadas → (0 + 3) mod 4 = 3 reparte, el 0 es mano.
      Entonces consta que reparte el asiento 3 y es mano el asiento 0, por sorteo: corta el asiento 0 y sale "3e"
      Y habla el asiento 0

    # cálculo del sorteo de cada semilla, como el de la 42: el primer número de xoshiro256** con
    # el estado de SplitMix64(semilla), mod 40 (ninguno es menor que 16: no se rechaza ninguno).
    # 18: 12345541976792374929 mod 40 = 9, la carta 9: Ro (oros, primer palo; rey, décimo rango).
    # 13: 4469561385778016610 mod 40 = 10, la carta 10: 1c (copas, segundo palo; as, primer rango).
    # 15: 12542531551893687307 mod 40 = 27, la carta 27: Se (espadas, tercer palo; sota, octavo).
    # 23: 7889123170269411831 mod 40 = 31, la carta 31: 2b (bastos, cuarto palo; dos, segundo).
    # Corta el asiento 3 (a la izquierda del 0, que baraja): oros → (3 + 1) mod 4 = 0 reparte,
    # copas → (3 + 2) mod 4 = 1, espadas → (3 + 3) mod 4 = 2, bastos → el que corta, el 3.

    @FEM-III.1 @CONVENCION-primer-reparto
    Esquema del escenario: si al cortar sale <carta>, de <palo>, reparte <quién>
      Dado la semilla es <semilla>
      Cuando empieza la partida
      Entonces consta que reparte el asiento <repartidor> y es mano el asiento <mano>, por sorteo: corta el asiento 3 y sale "<carta>"
      Y habla el asiento <mano>

      Ejemplos:
        | semilla | carta | palo    | quién                                 | repartidor | mano |
        | 18      | Ro    | oros    | el primero a la derecha del que corta | 0          | 1    |
        | 13      | 1c    | copas   | el segundo a la derecha del que corta | 1          | 2    |
        | 15      | Se    | espadas | el tercero a la derecha del que corta | 2          | 3    |
        | 23      | 2b    | bastos  | el mismo que corta                    | 3          | 0    |

    # cálculo del sorteo con otros valores de la semilla, con el generador publicado (docs/rng.md): el primer número
    # de xoshiro256** con el estado de SplitMix64(semilla), mod 40 (bounded(40) solo rechaza x < 16):
    # semilla 3: 12740027877540924608 mod 40 = 8, la carta 8 del orden canónico: Co (oros, caballo);
    # semilla 2: 1884871951439679575 mod 40 = 15, la carta 15: 6c (copas, seis);
    # semilla 1: 12966619160104079557 mod 40 = 37, la carta 37: Sb (bastos, sota).

    @FEM-III.1 @CONVENCION-primer-reparto
    Esquema del escenario: con la semilla <semilla> baraja el asiento <baraja>, corta el <corta> y sale "<carta>", de <palo>: reparte el asiento <reparte>
      Dado la semilla es <semilla>
      Y la regla "shuffler_seat" vale <baraja>
      Cuando empieza la partida
      # Corta el de la izquierda del que baraja, (baraja + 3) mod 4. El palo cuenta a la derecha
      # del que corta: oros el primero, copas el segundo, espadas el tercero y bastos él mismo.
      # cálculo: <cuenta>
      Entonces consta que reparte el asiento <reparte> y es mano el asiento <mano>, por sorteo: corta el asiento <corta> y sale "<carta>"
      Y consta que empieza la jugada 1, reparte el asiento <reparte>, es mano el asiento <mano>
      Y habla el asiento <mano>

      Ejemplos:
        | semilla | baraja | corta | carta | palo   | cuenta                        | reparte | mano |
        | 3       | 0      | 3     | Co    | oros   | (3 + 1) mod 4 = 0             | 0       | 1    |
        | 3       | 1      | 0     | Co    | oros   | (0 + 1) mod 4 = 1             | 1       | 2    |
        | 2       | 0      | 3     | 6c    | copas  | (3 + 2) mod 4 = 1             | 1       | 2    |
        | 1       | 0      | 3     | Sb    | bastos | reparte el que corta, el 3    | 3       | 0    |
        | 1       | 2      | 1     | Sb    | bastos | reparte el que corta, el 1    | 1       | 2    |

    # El sorteo es una carta al azar sin sesgo (docs/rng.md, apartado 2): bounded(40) descarta los números
    # x < (2^64 − 40) mod 40 = 16 y saca otro, porque 2^64 no es múltiplo de 40 y, sin descartarlos,
    # las dieciséis primeras cartas saldrían una vez más que las otras. Dos valores de la semilla elegidos por su
    # primer número (el que da el estado de SplitMix64(semilla), con el generador publicado):
    # semilla 14240064056277012649: primer número 5 < 16, se descarta; el segundo,
    # 4388390177429518170 mod 40 = 10, es la carta 10 del orden canónico: 1c (copas, as).
    # semilla 14017680693340536719: primer número 16, que no es menor que 16 y vale:
    # 16 mod 40 = 16, la carta 16: 7c (copas, siete).

    @FEM-III.1 @CONVENCION-primer-reparto
    Esquema del escenario: el corte es una carta al azar sin sesgo: <lectura>
      Dado la semilla es <semilla>
      Cuando empieza la partida
      # Corta el asiento 3 (a la izquierda del 0, que baraja); copas: reparte (3 + 2) mod 4 = 1.
      Entonces consta que reparte el asiento 1 y es mano el asiento 2, por sorteo: corta el asiento 3 y sale "<carta>"
      Y habla el asiento 2

      Ejemplos:
        | semilla              | carta | lectura                                                     |
        | 14240064056277012649 | 1c    | el primer número (5) se descarta y el segundo da el 1c      |
        | 14017680693340536719 | 7c    | el primer número (16) ya no se descarta y da el 7c          |

    @FEM-III.1 @CONVENCION-primer-reparto
    Esquema del escenario: si reparte el asiento <repartidor>, es mano el asiento <mano> y habla el primero
      Dado reparte el asiento <repartidor>
      Cuando empieza la partida
      Entonces consta que reparte el asiento <repartidor> y es mano el asiento <mano>, por las reglas: no corta nadie y no sale carta
      Y consta que empieza la jugada 1, reparte el asiento <repartidor>, es mano el asiento <mano>
      Y habla el asiento <mano>
      Y las acciones legales del asiento <mano> son: dar mus y cortar el mus
      Y el asiento <repartidor> no tiene acciones legales

      Ejemplos:
        | repartidor | mano |
        | 0          | 1    |
        | 1          | 2    |
        | 2          | 3    |
        | 3          | 0    |

  Regla: FEM-III.2 — se reparte de una en una, en sentido antihorario, empezando por la mano; los descartes se sirven de una vez

    @FEM-III.2
    Esquema del escenario: repartiendo el asiento <repartidor>, la primera carta del mazo es para la mano (<mano>) y las demás van de una en una hacia la derecha
      Dado reparte el asiento <repartidor>
      Y el primer barajado pone arriba "1o 2o 3o 4o 5o 6o 7o So Co Ro 1c 2c 3c 4c 5c 6c"
      Cuando empieza la partida
      # Carta i (0–15) para el asiento (mano + i) mod 4: la mano recibe las cartas 1.ª, 5.ª, 9.ª y 13.ª,
      # el siguiente la 2.ª, 6.ª, 10.ª y 14.ª, etc.
      Entonces el asiento <mano> tiene "1o 5o Co 3c"
      Y el asiento <segundo> tiene "2o 6o Ro 4c"
      Y el asiento <tercero> tiene "3o 7o 1c 5c"
      Y el asiento <repartidor> tiene "4o So 2c 6c"
      Y consta que se baraja para repartir, en el orden fijado de antemano

      Ejemplos:
        | repartidor | mano | segundo | tercero |
        | 3          | 0    | 1       | 2       |
        | 0          | 1    | 2       | 3       |
        | 1          | 2    | 3       | 0       |
        | 2          | 3    | 0       | 1       |

    @FEM-III.2
    Escenario: el reparto baraja en secreto, da a cada asiento sus cartas en privado y anuncia en público cuántas
      Dado reparte el asiento 3
      Y la regla "signals_enabled" vale false
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces consta, en este orden y nada más: el comienzo de un juego, la elección del que reparte, el comienzo de una jugada, el barajado, las cartas repartidas a un asiento (4 veces) y el número de cartas repartidas a un asiento (4 veces)
      # cálculo: primera jugada, nadie ha apuntado: A 0 - B 0
      Y consta que empieza la jugada 1, reparte el asiento 3, es mano el asiento 0, con el marcador A 0 - B 0
      Y nadie en la mesa ve el barajado
      Y consta que el asiento 1 recibe en el reparto "5o 7c Ce 2b"
      Y solo el asiento 0 ve sus cartas del reparto
      Y solo el asiento 1 ve sus cartas del reparto
      Y solo el asiento 2 ve sus cartas del reparto
      Y solo el asiento 3 ve sus cartas del reparto
      Y consta que el asiento 2 recibe 4 cartas en el reparto
      Y todos ven el número de cartas repartidas a un asiento
      Y el asiento 2 tiene "4o 6c Se Rb"

    @FEM-III.2 @CONVENCION-orden-servicio
    Escenario: tras los descartes cada asiento recibe de una vez todas las cartas que pidió, del mazo por arriba
      Dado reparte el asiento 3
      Y la regla "signals_enabled" vale false
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      # Por cada asiento, sus cartas servidas y, en público, cuántas: nadie recibe sus cartas de una en una.
      Entonces consta, en este orden y nada más: las cartas que descarta un asiento, el número de cartas que descarta un asiento, las cartas servidas a un asiento, el número de cartas servidas a un asiento, las cartas servidas a un asiento, el número de cartas servidas a un asiento, las cartas servidas a un asiento, el número de cartas servidas a un asiento, las cartas servidas a un asiento y el número de cartas servidas a un asiento
      # Se sirve en el orden del descarte, del mazo por arriba: el 3 toma Ro Rc, el 2 toma 3o,
      # el 1 toma 2o 1c 2c y el 0 toma 6o 7o So Sc.
      Y el asiento 3 recibe "Ro Rc"
      Y el asiento 2 recibe "3o"
      Y el asiento 1 recibe "2o 1c 2c"
      Y el asiento 0 recibe "6o 7o So Sc"
      Y consta que al asiento 1 le sirven "2o 1c 2c"
      Y consta que al asiento 1 le sirven 3 cartas
      Y solo el asiento 1 ve las cartas que le sirven
      Y todos ven el número de cartas servidas a un asiento
      Y el asiento 3 tiene "Co 1e Ro Rc"
      Y el asiento 1 tiene "2b 2o 1c 2c"
      # cálculo: 24 − (2 + 1 + 3 + 4) = 14
      Y el tamaño del mazo es 14
      Y la partida está en el mus
      Y habla el asiento 0

    @FEM-III.2
    Escenario: sin «el mazo sigue con», el mazo son los 24 naipes que no se han repartido en el orden de la baraja, y se sirve por arriba
      Dado reparte el asiento 3
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | 5o 4c 6e Sb |
        | 1       | 6o 7c Ce 2b |
        | 2       | 7o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1e"
      Y el asiento 2 se descarta de "7o"
      Y el asiento 1 se descarta de "2b"
      Y el asiento 0 se descarta de "5o 4c"
      # cálculo: de los oros faltan 1o 2o 3o 4o So Ro (5o 6o 7o Co están repartidos), así que el mazo empieza por
      # 1o 2o 3o 4o So. Se sirve en el orden del descarte, del mazo por arriba: el 3 toma 1o, el 2 toma 2o,
      # el 1 toma 3o y el 0 toma 4o So.
      Entonces el asiento 3 recibe "1o"
      Y el asiento 2 recibe "2o"
      Y el asiento 1 recibe "3o"
      Y el asiento 0 recibe "4o So"
      # cálculo: 24 − (1 + 1 + 1 + 2) = 19
      Y el tamaño del mazo es 19

  Regla: FEM-III.3 — hay que cortar el mazo, calándolo o levantando al menos tres naipes, y corta el de la izquierda del que barajó: en musfem nadie corta, el orden de la baraja lo pone el motor

    @FEM-III.3
    Escenario: al empezar la única acción posible es la de la mano, dar o cortar el mus; nadie corta la baraja
      Dado la semilla es 42
      Cuando empieza la partida
      # Con la semilla 42 reparte el asiento 2 (véase FEM-III.1): es mano el 3.
      Entonces las acciones legales del asiento 3 son: dar mus y cortar el mus
      Y el asiento 0 no tiene acciones legales
      Y el asiento 1 no tiene acciones legales
      Y el asiento 2 no tiene acciones legales

    @FEM-III.3
    Escenario: el barajado es un hecho del sistema que sale de la semilla, sin acción de ningún jugador
      Dado la semilla es 42
      Cuando empieza la partida
      Entonces consta que se baraja para repartir, al azar
      Y nadie en la mesa ve el barajado
      Y el asiento 2 no tiene acciones legales

  Regla: FEM-III.4 — prohibido cortar sacando naipes de cualquier parte del mazo o partiéndolo en montones
    En musfem nadie toca el mazo: no hay corte que hacer bien o mal, y este artículo no tiene escenarios.

  Regla: FEM-III.5 — cualquiera puede pedir que se baraje, pero el último en barajar es quien reparte
    En musfem baraja siempre el motor, a partir de la semilla o en el orden fijado por el escenario,
    sin ninguna acción de los asientos (véase FEM-III.3): este artículo no tiene escenarios.

  Regla: FEM-III.6 — nadie mira sus naipes hasta acabar el reparto, tampoco cuando se sirven los descartes: en musfem cada asiento recibe los suyos de una vez y solo los ve él

    @FEM-III.6
    Escenario: el reparto entero ocurre de una vez, antes de que nadie pueda actuar
      Dado reparte el asiento 1
      Y la regla "signals_enabled" vale false
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      # Las cuatro manos se entregan en la misma llamada que empieza la partida, sin ninguna
      # acción posible entre una carta y la siguiente.
      Entonces consta, en este orden y nada más: el comienzo de un juego, la elección del que reparte, el comienzo de una jugada, el barajado, las cartas repartidas a un asiento (4 veces) y el número de cartas repartidas a un asiento (4 veces)
      Y el asiento 2 tiene "4o 6c Se Rb"
      Y las acciones legales del asiento 2 son: dar mus y cortar el mus
      Y ningún asiento ve cartas ajenas

    @FEM-III.6
    Escenario: lo servido solo lo ve quien lo recibe
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      Entonces solo el asiento 0 ve las cartas que le sirven
      Y solo el asiento 1 ve las cartas que le sirven
      Y solo el asiento 2 ve las cartas que le sirven
      Y solo el asiento 3 ve las cartas que le sirven
      Y el espectador no ve ninguna carta
      Y ningún asiento ve cartas ajenas
      Y ninguna observación contiene el mazo

  Regla: FEM-III.7 — mus visto: si al repartir se descubre un naipe sin querer, la mano decide, tras ver los suyos, si hay mus visto: en musfem ningún naipe queda a la vista y no hay mus visto

    @FEM-III.7 @CONVENCION-mus-visto
    Escenario: tras el mus nadie puede quedarse servido sin descartarse, como en un mus visto
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces el espectador no ve ninguna carta
      Y las acciones legales del asiento 3 son: descartarse de 1 a 4 cartas
      Cuando el asiento 3 intenta descartarse de ""
      Entonces la acción se rechaza porque no puede descartarse de ese número de cartas (CONVENCION-descarte)

  Regla: FEM-III.8 — no hay mus visto si el naipe lo descubre un movimiento de la mano o de su compañero
    En musfem los jugadores no tocan el reparto y ningún naipe queda a la vista: no tiene escenarios.

  Regla: FEM-III.9 — el naipe del mazo que se descubre por una causa ajena a los jugadores no da mus visto: se enseña a todos y va al descarte
    En musfem nadie ve el mazo y nada ajeno a la partida puede destaparlo: no tiene escenarios.

  Regla: FEM-III.10 — si tras un mus visto alguien se queda servido, la jugada siguiente va sin mus
    Como en musfem no hay mus visto (FEM-III.7), esta consecuencia suya no se da: no tiene escenarios.

  Regla: FEM-III.11 — se descarta primero el postre, después el tercero, el segundo y por último la mano

    @FEM-III.11 @CONVENCION-orden-descarte
    Escenario: tras cuatro mus se descartan el 3 (postre), el 2, el 1 y el 0 (mano), y después la mano vuelve a hablar
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces la partida está en el descarte
      Y habla el asiento 3
      Y las acciones legales del asiento 3 son: descartarse de 1 a 4 cartas
      Y el asiento 0 no tiene acciones legales
      Cuando el asiento 3 se descarta de "5c 7e"
      Entonces habla el asiento 2
      Cuando el asiento 2 se descarta de "Rb"
      Entonces habla el asiento 1
      Cuando el asiento 1 se descarta de "5o"
      Entonces habla el asiento 0
      Cuando el asiento 0 se descarta de "1o 4c"
      Entonces la partida está en el mus
      Y habla el asiento 0

    @FEM-III.11 @CONVENCION-orden-descarte
    Escenario: quien se descarta fuera de su turno es rechazado
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      # La mano quiere descartarse la primera, pero empieza el postre.
      Y el asiento 0 intenta descartarse de "1o"
      Entonces la acción se rechaza porque no le toca hablar (FEM-III.11)
      Cuando el asiento 3 se descarta de "5c"
      Y el asiento 3 intenta descartarse de "7e"
      Entonces la acción se rechaza porque no le toca hablar (FEM-III.11)
      Cuando el asiento 1 intenta descartarse de "5o"
      Entonces la acción se rechaza porque no le toca hablar (FEM-III.11)
      Y habla el asiento 2

    @FEM-III.11
    Esquema del escenario: descartarse de <cartas> se rechaza porque <motivo>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 intenta descartarse de "<cartas>"
      Entonces la acción se rechaza porque se descarta de cartas que no tiene (FEM-III.11)
      Y el asiento 3 tiene "5c 7e Co 1e"
      Y habla el asiento 3

      Ejemplos:
        | cartas   | motivo                                  |
        | Ro       | el rey de oros está en el mazo          |
        | 4o       | el cuatro de oros es del compañero      |
        | 5c Ro    | una de las dos no está en la mano       |
        | 5c 5c    | nombra dos veces la misma carta         |

    @FEM-III.11
    Escenario: un descarte que nombra, además de una carta de la mano, una carta vacía se rechaza entero
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      # La carta vacía (null en el protocolo) no es ninguna de las cuatro de la mano,
      # ni siquiera el hueco que deja el 5c al salir.
      Y el asiento 3 intenta descartarse de "5c" y de una carta vacía
      Entonces la acción se rechaza porque se descarta de cartas que no tiene (FEM-III.11)
      Y el asiento 3 tiene "5c 7e Co 1e"
      Y habla el asiento 3

    @FEM-III.11
    Escenario: el descarte se dice en privado al asiento y en público solo cuántas cartas
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Entonces consta, en este orden y nada más: las cartas que descarta un asiento y el número de cartas que descarta un asiento
      Y consta que el asiento 3 se descarta de "5c 7e"
      Y consta que el asiento 3 se descarta de 2 cartas
      Y solo el asiento 3 ve las cartas de su descarte
      Y todos ven el número de cartas que descarta un asiento
      Y el espectador no ve ninguna carta
      Y ningún asiento ve cartas ajenas

    @FEM-III.11
    Esquema del escenario: en los descartes no se puede <acción>
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 intenta <acción>
      Entonces la acción se rechaza porque no es el momento de esa acción (FEM-III.11)
      Y la partida está en el descarte

      Ejemplos:
        | acción        |
        | dar mus       |
        | cortar el mus |
        | pasar         |
        | envidar       |

  Regla: FEM-III.12 — en el primer reparto, los naipes de más o de menos del que reparte o de otro jugador se corrigen antes del corte del mus; después, quien los tenga se mete en baraja: en musfem cada asiento recibe exactamente cuatro

    @FEM-III.12
    Escenario: el reparto da cuatro cartas exactas a cada asiento
      Dado reparte el asiento 2
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces consta que el asiento 0 recibe 4 cartas en el reparto
      Y consta que el asiento 1 recibe 4 cartas en el reparto
      Y consta que el asiento 2 recibe 4 cartas en el reparto
      Y consta que el asiento 3 recibe 4 cartas en el reparto
      Y el asiento 3 tiene "5c 7e Co 1e"

  Regla: FEM-III.13 — al servir los descartes, quien reparte y cada jugador comprueban que se sirve lo pedido, y a quien le falten o le sobren naipes se le corrige o se mete en baraja: en musfem a cada asiento se le sirven tantos como tiró

    @FEM-III.13
    Escenario: cada asiento recibe tantas cartas como descartó
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      Entonces consta que al asiento 3 le sirven 2 cartas
      Y consta que al asiento 2 le sirven 1 carta
      Y consta que al asiento 1 le sirven 3 cartas
      Y consta que al asiento 0 le sirven 4 cartas

    @FEM-III.13
    Escenario: después de descartarse, cada asiento vuelve a tener cuatro cartas
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      # Entre el descarte y el servicio el asiento 3 solo tiene las dos cartas que guardó.
      Entonces el asiento 3 tiene "Co 1e"
      Cuando el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      # Servidos del mazo en orden de descarte: 3 ← Ro Rc, 2 ← 3o, 1 ← 2o 1c 2c, 0 ← 6o 7o So Sc.
      Entonces el asiento 3 tiene "Co 1e Ro Rc"
      Y el asiento 2 tiene "4o 6c Se 3o"
      Y el asiento 1 tiene "2b 2o 1c 2c"
      Y el asiento 0 tiene "6o 7o So Sc"

  Regla: FEM-III.14 — quien descubre durante los lances que tiene naipes de más o de menos se mete en baraja, y su compañero sigue solo: en musfem cada mano tiene siempre cuatro naipes distintos

    @FEM-III.14
    Escenario: tras servir, todas las manos tienen cuatro cartas distintas y el mazo ha bajado lo servido
      Dado reparte el asiento 0
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o"
      # Reparte el 0: es mano el 1; se descartan el 0, el 3, el 2 y el 1, de una carta cada uno.
      Cuando los cuatro dan mus empezando por el asiento 1
      Y el asiento 0 se descarta de "1o"
      Y el asiento 3 se descarta de "1e"
      Y el asiento 2 se descarta de "4o"
      Y el asiento 1 se descarta de "2b"
      # Servidos en orden de descarte: 0 ← Ro, 3 ← Rc, 2 ← 3o, 1 ← 2o.
      Entonces el asiento 0 tiene "Ro 4c 6e Sb"
      Y el asiento 3 tiene "5c 7e Co Rc"
      Y el asiento 2 tiene "3o 6c Se Rb"
      Y el asiento 1 tiene "5o 7c Ce 2o"
      # cálculo: 24 − 4 = 20
      Y el tamaño del mazo es 20
      Y habla el asiento 1

  Regla: FEM-III.15 — si se acaba el mazo, se rebarajan los descartes y se sigue sirviendo

    @FEM-III.15
    Escenario: si no queda ningún orden de cartas fijado de antemano para la jugada siguiente, la acción que acaba la jugada se rechaza
      # Cada barajado gasta uno de los órdenes fijados de antemano; nunca se vuelve en silencio al azar.
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
      # pares: tienen 0 (RR), 1 (CC) y 3 (1 1); el 2 no. Juego: nadie (29, 30, 28, 11): se juega al punto.
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2
      Y el asiento 3 intenta pasar
      Entonces la acción se rechaza porque no quedan mazos fijados de antemano (FEM-III.15)
      Y habla el asiento 3
      Y la partida está en el lance de punto

    @FEM-III.15 @CONVENCION-rebarajar-descartes
    Escenario: en la segunda vuelta de mus el mazo no alcanza, el asiento 1 toma lo que queda y el resto sale de los descartes rebarajados
      Dado reparte el asiento 3
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 2o 3o 4o |
        | 1       | 1c 2c 3c 4c |
        | 2       | 1e 2e 3e 4e |
        | 3       | 1b 2b 3b 4b |
      Y el mazo sigue con "5o 6o 7o So Co Ro 5c 6c 7c Sc Cc Rc 5e 6e 7e Se Ce Re 5b 6b 7b Sb Cb Rb"
      Y el siguiente barajado pone arriba "Rc So 1c"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1b 2b 3b 4b"
      Y el asiento 2 se descarta de "1e 2e 3e 4e"
      Y el asiento 1 se descarta de "1c 2c 3c 4c"
      Y el asiento 0 se descarta de "1o 2o 3o 4o"
      # Primera vuelta: 3 ← 5o 6o 7o So, 2 ← Co Ro 5c 6c, 1 ← 7c Sc Cc Rc, 0 ← 5e 6e 7e Se.
      Entonces el asiento 0 recibe "5e 6e 7e Se"
      Y no consta el mazo nuevo hecho con los descartes
      # cálculo: 24 − 16 = 8 (quedan Ce Re 5b 6b 7b Sb Cb Rb)
      Y el tamaño del mazo es 8
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5o 6o 7o So"
      Y el asiento 2 se descarta de "Co Ro"
      Y el asiento 1 se descarta de "7c Sc Cc Rc"
      Y el asiento 0 se descarta de "5e"
      Entonces consta, en este orden y nada más: las cartas que descarta un asiento, el número de cartas que descarta un asiento, las cartas servidas a un asiento, el número de cartas servidas a un asiento, las cartas servidas a un asiento, el número de cartas servidas a un asiento, el mazo nuevo hecho con los descartes, el barajado, las cartas servidas a un asiento, el número de cartas servidas a un asiento, las cartas servidas a un asiento y el número de cartas servidas a un asiento
      # Segunda vuelta: 3 ← Ce Re 5b 6b, 2 ← 7b Sb; al 1 solo le quedan Cb Rb en el mazo.
      Y el asiento 3 recibe "Ce Re 5b 6b"
      Y el asiento 2 recibe "7b Sb"
      # Se rebarajan los 16 descartes de la primera vuelta y los 4 + 2 + 4 + 1 de esta: 27 cartas.
      Y consta que los descartes forman un mazo nuevo de 27 cartas
      Y todos ven el mazo nuevo hecho con los descartes
      Y consta que se barajan los descartes, en el orden fijado de antemano
      Y nadie en la mesa ve el barajado
      Y se rebaraja el descarte
      # El nuevo mazo empieza por Rc So 1c (el orden fijado de antemano): el 1 completa sus cuatro
      # con Rc (que él mismo acaba de tirar) y So; el 0 recibe 1c.
      Y el asiento 1 recibe "Cb Rb Rc So"
      Y el asiento 0 recibe "1c"
      # cálculo: 27 − 2 − 1 = 24
      Y el tamaño del mazo es 24
      Y la partida está en el mus
      Y habla el asiento 0

    @FEM-III.15
    Escenario: dos vueltas de mus que piden 23 cartas dejan una en el mazo: el mazo no se ha acabado y no se rebaraja
      Dado reparte el asiento 3
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co So 7o |
        | 1       | Rc Cc Sc 7c |
        | 2       | Re Ce Se 7e |
        | 3       | Rb Cb Sb 7b |
      Y el mazo sigue con "1o 2o 3o 4o 5o 6o 1c 2c 3c 4c 5c 6c 1e 2e 3e 4e 5e 6e 1b 2b 3b 4b 5b 6b"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "Rb Cb Sb 7b"
      Y el asiento 2 se descarta de "Re Ce Se 7e"
      Y el asiento 1 se descarta de "Rc Cc Sc 7c"
      Y el asiento 0 se descarta de "Ro Co So 7o"
      # Primera vuelta, del mazo por arriba y en el orden del descarte:
      # 3 ← 1o 2o 3o 4o, 2 ← 5o 6o 1c 2c, 1 ← 3c 4c 5c 6c, 0 ← 1e 2e 3e 4e.
      Entonces el asiento 3 recibe "1o 2o 3o 4o"
      Y el asiento 0 recibe "1e 2e 3e 4e"
      # cálculo: 24 − 16 = 8 (quedan 5e 6e 1b 2b 3b 4b 5b 6b)
      Y el tamaño del mazo es 8
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "1o"
      Y el asiento 2 se descarta de "5o"
      Y el asiento 1 se descarta de "3c"
      Y el asiento 0 se descarta de "1e 2e 3e 4e"
      # Segunda vuelta: 3 ← 5e, 2 ← 6e, 1 ← 1b y 0 ← 2b 3b 4b 5b; en el mazo queda 6b.
      Entonces el asiento 3 recibe "5e"
      Y el asiento 2 recibe "6e"
      Y el asiento 1 recibe "1b"
      Y consta que al asiento 0 le sirven "2b 3b 4b 5b"
      Y el asiento 0 tiene "2b 3b 4b 5b"
      Y el asiento 1 tiene "4c 5c 6c 1b"
      Y no consta el mazo nuevo hecho con los descartes
      Y no consta el barajado
      # cálculo: 24 − 16 − (1 + 1 + 1 + 4) = 1
      Y el tamaño del mazo es 1
      Y para los cuatro asientos y el espectador el tamaño del mazo es 1
      Y ninguna observación contiene el mazo
      Y la partida está en el mus
      Y habla el asiento 0

  Regla: FEM-III.16 — prohibido contar el mazo: su tamaño es público o se oculta según la regla

    @FEM-III.16 @CONVENCION-mazo-visible
    Escenario: por defecto cada asiento ve cuántas cartas quedan en el mazo, pero no cuáles
      Dado reparte el asiento 3
      Y la regla "stock_size_public" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      # cálculo: 40 − 16 = 24
      Entonces el tamaño del mazo es 24
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      # cálculo: 24 − (2 + 1 + 3 + 4) = 14
      Entonces el tamaño del mazo es 14
      Y ninguna observación contiene el mazo

    @FEM-III.16 @CONVENCION-mazo-visible
    Escenario: con el mazo oculto nadie en la mesa ve su tamaño, ni al repartir ni tras servir, aunque el mazo tiene las mismas cartas
      Dado la regla "stock_size_public" vale false
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      Entonces el tamaño del mazo no es visible
      # cálculo: 40 − 16 = 24, como con el mazo a la vista: ocultarlo no quita cartas
      Y quedan 24 cartas en el mazo
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de "5c 7e"
      Y el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c Ce"
      Y el asiento 0 se descarta de "1o 4c 6e Sb"
      Entonces el tamaño del mazo no es visible
      # cálculo: 24 − (2 + 1 + 3 + 4) = 14
      Y quedan 14 cartas en el mazo
      Y ninguna observación contiene el mazo
