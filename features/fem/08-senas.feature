# language: es
@FEM-VIII @CONVENCION-senas
Característica: Capítulo VIII — Las señas y las miradas
  Las señas oficiales de FEM VIII.2, con las señas activadas (por defecto están
  desactivadas). Una seña solo se acepta si el que la hace tiene esa jugada (VIII.4), y
  entera, no un trozo de ella (VIII.6); el ciego, solo sin una jugada que tenga seña propia, y
  la de juego, nunca con treinta y una (las notas de la lista de VIII.2). El Reglamento solo
  cierra un momento, el del principio de la partida hasta el primer corte del mus (VIII.3), y
  luego deja pasar cada seña cuando uno quiera, salvo las medias que no son de reyes, que
  esperan a que acabe la grande (VIII.5). Así juega musfem cuando se elige el momento del
  Reglamento; por defecto cierra más: ninguna seña antes de cortar el mus en ninguna jugada ni
  durante los descartes, y la de cortar el mus solo mientras se decide, también en la primera
  jugada (CONVENCION-senas-momento). De las dos maneras, cada seña una sola vez por jugada. La ven exactamente los asientos que miran en ese
  momento al que la hace: cada escenario fija las miradas con «mira al asiento N» o «mira a la
  mesa», y alargar a 100 pasos lo que dura una mirada hace que esas miradas duren todo el escenario. Cada uno mira
  siempre a algún sitio (a un asiento o a la mesa): el que no fija la mirada mira al azar, y
  cada acción, o un instante que se deja pasar, es un paso del tiempo. Asientos 0-3; pareja
  A = 0 y 2, pareja B = 1 y 3; reparte el asiento 3, así que es mano el 0 y se habla 0 → 1 → 2 → 3.
  Ocho reyes (por defecto): cada 3 es un rey (vale 10) y cada 2 es un as (vale 1); sota, caballo
  y rey valen 10.

  Regla: FEM-VIII.1 — solo se permiten las señas de la FEM, y solo si las señas están activadas

    @FEM-VIII.1
    Escenario: con las señas desactivadas (por defecto) no se hace ninguna seña ni se fija la mirada
      Dado la regla "signals_enabled" vale false
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 corta el mus
      # cálculo: R R 5 4 es un par de reyes; la seña sería verdadera, pero signals_enabled = false
      Y el asiento 0 intenta hacer la seña de dos reyes
      Entonces la acción se rechaza porque no se juega con señas (CONVENCION-senas)
      Cuando el asiento 2 intenta mirar al asiento 0
      Entonces la acción se rechaza porque no se juega con señas (CONVENCION-senas)
      Cuando el asiento 1 intenta dejar pasar un instante
      Entonces la acción se rechaza porque no se juega con señas (CONVENCION-senas)
      Y habla el asiento 0

    @FEM-VIII.1
    Escenario: una seña que no es de la FEM (una pactada) se rechaza y nadie ve nada
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 2 mira al asiento 0
      Y el asiento 1 mira al asiento 0
      Y el asiento 0 corta el mus
      Y el asiento 0 intenta hacer la seña no oficial "rascarse la oreja"
      # cálculo: «rascarse la oreja» no está entre las catorce señas de VIII.2
      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.1)
      Y el asiento 2 no ve ninguna seña ajena
      Y el asiento 1 no ve ninguna seña ajena

    @FEM-VIII.1 @FEM-VIII.2
    Esquema del escenario: la tabla de VIII.2 tiene catorce señas: la seña número <número>, fuera de ella, se rechaza como cualquier seña que no es de la FEM
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 intenta hacer la seña no oficial número <número>
      # cálculo: las señas de VIII.2 son catorce (1 a 14); <número> no es ninguna, así que no es una acción del juego (VIII.1), aunque la mano del asiento 0 (dos reyes) respalde la seña de dos reyes
      Entonces la acción se rechaza porque no es una acción del juego (FEM-VIII.1)
      Y el asiento 2 no ve ninguna seña ajena

      Ejemplos:
        | número |
        | 0      |
        | 15     |
        | 16     |
        | 255    |

  Regla: FEM-VIII.2 — las señas oficiales, cada una respaldada por la mano del que la hace; el ciego, solo sin jugada que tenga su seña, y la de juego, nunca con treinta y una

    @FEM-VIII.2 @FEM-VIII.4
    Escenario: dos reyes, dos ases, pares, medias de reyes, treinta y una y veintinueve, con las manos que las respaldan
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 corta el mus
      Entonces la partida está en el lance de grande
      # cálculo: asiento 0, R R 5 4: un par de reyes y nada más → dos reyes
      Cuando el asiento 0 hace la seña de dos reyes
      Entonces consta que el asiento 0 hace la seña de dos reyes
      # cálculo: asiento 0, 10 + 10 + 5 + 4 = 29 → veintinueve (punto)
      Cuando el asiento 0 hace la seña de veintinueve
      Entonces consta que el asiento 0 hace la seña de veintinueve
      # cálculo: asiento 1, 1 y 2 (el 2 es un as): un par de ases y nada más → dos ases
      Cuando el asiento 1 hace la seña de dos ases
      Entonces consta que el asiento 1 hace la seña de dos ases
      # cálculo: asiento 2, 7 7 5 S: un par de sietes, ni reyes ni ases → pares
      Cuando el asiento 2 hace la seña de pares
      Entonces consta que el asiento 2 hace la seña de pares
      # cálculo: asiento 3, R R 3 1: el 3 es un rey, tres reyes → medias de reyes, ya en la grande
      Cuando el asiento 3 hace la seña de medias de reyes
      Entonces consta que el asiento 3 hace la seña de medias de reyes
      # cálculo: asiento 3, 10 + 10 + 10 + 1 = 31 → treinta y una
      Cuando el asiento 3 hace la seña de treinta y una
      Entonces consta que el asiento 3 hace la seña de treinta y una
      # cálculo: cortar el mus y envidar más dicen una intención: cualquier mano las respalda
      Cuando el asiento 1 hace la seña de envidar más
      Entonces consta que el asiento 1 hace la seña de envidar más
      Y habla el asiento 0

    @FEM-VIII.2 @FEM-VIII.4
    Escenario: duples, medias de ases, juego y treinta, con las manos que las respaldan
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 1e 1b |
        | 1       | 1o 1c 2e 5b |
        | 2       | So Cc 6e 4b |
        | 3       | Sc Ce 7o 5o |
      Cuando el asiento 0 corta el mus
      # cálculo: asiento 0, R R 1 1: dos pares → duples
      Y el asiento 0 hace la seña de duples
      Entonces consta que el asiento 0 hace la seña de duples
      # cálculo: asiento 2, 10 + 10 + 6 + 4 = 30, sin pares → treinta (punto)
      Cuando el asiento 2 hace la seña de treinta
      Entonces consta que el asiento 2 hace la seña de treinta
      # cálculo: asiento 3, 10 + 10 + 7 + 5 = 32 → juego
      Cuando el asiento 3 hace la seña de juego
      Entonces consta que el asiento 3 hace la seña de juego
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de chica
      # cálculo: asiento 1, 1 1 2 (el 2 es un as): tres ases → medias de ases, pasada la grande
      Cuando el asiento 1 hace la seña de medias de ases
      Entonces consta que el asiento 1 hace la seña de medias de ases

    @FEM-VIII.2 @FEM-VIII.4 @FEM-VIII.6
    Escenario: medias con tres iguales que no son reyes ni ases; cuatro iguales son duples, y llamarlos medias es decir solo una parte
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 6o 6c 6e 5b |
        | 1       | Ro Rc Re Rb |
        | 2       | 7o 7c 7e 7b |
        | 3       | Co Cc 1o 5o |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de chica
      # cálculo: asiento 0, 6 6 6 5: tres seises → medias
      Cuando el asiento 0 hace la seña de medias
      Entonces consta que el asiento 0 hace la seña de medias
      # cálculo: asiento 2, 7 7 7 7: cuatro iguales son duples; las medias serían solo tres de ellas
      Cuando el asiento 2 intenta hacer la seña de medias
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      Cuando el asiento 2 hace la seña de duples
      Entonces consta que el asiento 2 hace la seña de duples
      # cálculo: asiento 1, R R R R: duples; medias de reyes serían solo tres; 10 × 4 = 40 → juego
      Cuando el asiento 1 intenta hacer la seña de medias de reyes
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      Cuando el asiento 1 hace la seña de juego
      Entonces consta que el asiento 1 hace la seña de juego
      # cálculo: asiento 3, C C 1 5: un par de caballos → pares; 10 + 10 + 1 + 5 = 26, nada más
      Cuando el asiento 3 hace la seña de pares
      Entonces consta que el asiento 3 hace la seña de pares
      # cálculo: asiento 3, un solo as: no tiene medias de ases
      Cuando el asiento 3 intenta hacer la seña de medias de ases
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 0, 6 6 6 5: tres iguales y una suelta, no dos pares → no tiene duples
      Cuando el asiento 0 intenta hacer la seña de duples
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)

    @FEM-VIII.2 @FEM-VIII.4 @CONVENCION-modalidad
    Esquema del escenario: el 3 es un rey en ocho reyes pero no en cuatro reyes (aquí, <modalidad>)
      Dado la regla "signals_enabled" vale true
      Y la regla "deck_mode" vale "<modo>"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro 3c 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 6e 1c |
      Cuando el asiento 0 corta el mus
      # cálculo: ocho reyes: R 3 es un par de reyes; cuatro reyes: R 3 5 4 no tiene pares y suma 10 + 3 + 5 + 4 = 22
      Y el asiento 0 intenta hacer la seña de dos reyes
      Entonces <dos reyes>
      Cuando el asiento 0 intenta hacer la seña de ciego
      Entonces <ciego>

      Ejemplos:
        | modo         | modalidad      | dos reyes                                          | ciego                                              |
        | ocho_reyes   | a ocho reyes   | la acción se acepta                                | la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2) |
        | cuatro_reyes | a cuatro reyes | la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4) | la acción se acepta                                |

    @FEM-VIII.2
    Escenario: ciego sin pares ni 29, 30 o juego; no con pares, con 29 ni con 30
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Sc Cc 4e 1b |
        | 1       | 7o 7c 4o 1o |
        | 2       | Se Ce 5e 4b |
        | 3       | So Co 6o 4c |
      Cuando el asiento 0 corta el mus
      # cálculo: asiento 0, S C 4 1: sin pares; 10 + 10 + 4 + 1 = 25, ni juego ni 29 ni 30 → ciego
      Y el asiento 0 hace la seña de ciego
      Entonces consta que el asiento 0 hace la seña de ciego
      # cálculo: asiento 1, 7 7: un par → tiene seña propia (pares)
      Cuando el asiento 1 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2)
      # cálculo: asiento 2, 10 + 10 + 5 + 4 = 29 → tiene seña propia (veintinueve)
      Cuando el asiento 2 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2)
      # cálculo: asiento 3, 10 + 10 + 6 + 4 = 30 → tiene seña propia (treinta)
      Cuando el asiento 3 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2)

    @FEM-VIII.2
    Escenario: ni ciego con juego ni con treinta y una; y la seña de juego no es la de la treinta y una
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | So Cc 7o 5o |
        | 2       | 4e 5b 6o 7c |
        | 3       | Sc Ce Re 1c |
      Cuando el asiento 0 corta el mus
      # cálculo: asiento 1, S C 7 5: sin pares; 10 + 10 + 7 + 5 = 32 → juego
      Y el asiento 1 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2)
      Cuando el asiento 1 hace la seña de juego
      Entonces consta que el asiento 1 hace la seña de juego
      # cálculo: asiento 3, S C R 1: sin pares; 10 + 10 + 10 + 1 = 31 → treinta y una
      Cuando el asiento 3 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2)
      # cálculo: asiento 3, con 31 la seña es la de treinta y una; la de juego no le vale
      Cuando el asiento 3 intenta hacer la seña de juego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.2)
      Cuando el asiento 3 hace la seña de treinta y una
      Entonces consta que el asiento 3 hace la seña de treinta y una
      # cálculo: asiento 2, 4 5 6 7: sin pares, 22 → ciego
      Cuando el asiento 2 hace la seña de ciego
      Entonces consta que el asiento 2 hace la seña de ciego

  Regla: FEM-VIII.3 — al empezar la partida, ninguna seña mientras no se haya cortado el mus por primera vez

    @FEM-VIII.3 @CONVENCION-senas-momento
    Escenario: en la primera jugada, ninguna seña antes de cortar el mus, tampoco la de cortarlo
      Dado la regla "signals_enabled" vale true
      Y la regla "signal_moment" vale "reglamento"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Cuando empieza la partida
      Entonces la partida está en el mus
      # cálculo: asiento 0, 4 5 6 7: sin pares, 22 → ciego sería verdadera, pero el mus no está cortado
      Cuando el asiento 0 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.3)
      Cuando el asiento 1 intenta hacer la seña de envidar más
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.3)
      # cálculo: el artículo no exceptúa ninguna seña, tampoco la de cortar el mus
      Cuando el asiento 2 intenta hacer la seña de cortar el mus
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.3)
      Y habla el asiento 0
      Cuando el asiento 0 corta el mus
      Y el asiento 0 hace la seña de ciego
      Entonces consta que el asiento 0 hace la seña de ciego

    @FEM-VIII.3
    Escenario: en la primera jugada tampoco hay señas en los descartes, que también van antes del corte
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces la partida está en el descarte
      Cuando el asiento 2 intenta hacer la seña de envidar más
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.3)
      Cuando el asiento 3 intenta hacer la seña de cortar el mus
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.3)

  Regla: FEM-VIII.4 — solo hace una seña quien tiene la jugada que dice

    @FEM-VIII.4
    Escenario: una seña de una jugada que no se tiene se rechaza y nadie ve nada (el motor la impide en vez de sancionarla)
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 2 mira al asiento 3
      Y el asiento 1 mira al asiento 3
      Y el asiento 0 mira al asiento 3
      Y el asiento 0 corta el mus
      # cálculo: asiento 3, 10 + 10 + 10 + 1 = 31: no es un total de 30 (treinta es solo el punto de 30)
      Y el asiento 3 intenta hacer la seña de treinta
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 0, un par de reyes tiene su propia seña: no es «pares»
      Cuando el asiento 0 intenta hacer la seña de pares
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 0, 10 + 10 + 5 + 4 = 29: no tiene juego
      Cuando el asiento 0 intenta hacer la seña de juego
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 2, 7 + 7 + 5 + 10 = 29: veintinueve, no treinta
      Cuando el asiento 2 intenta hacer la seña de treinta
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 1, 1 + 1 + 7 + 10 = 19: ni juego ni 29 ni 30
      Cuando el asiento 1 intenta hacer la seña de veintinueve
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      Y el asiento 0 no ve ninguna seña ajena
      Y el asiento 1 no ve ninguna seña ajena
      Y el asiento 2 no ve ninguna seña ajena
      Y no hay más tantos

    @FEM-VIII.4
    Escenario: ni 30 es veintinueve, ni 32 es treinta y una
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 1e 1b |
        | 1       | 1o 1c 2e 5b |
        | 2       | So Cc 6e 4b |
        | 3       | Sc Ce 7o 5o |
      Cuando el asiento 0 corta el mus
      # cálculo: asiento 2, 10 + 10 + 6 + 4 = 30: treinta, no veintinueve
      Y el asiento 2 intenta hacer la seña de veintinueve
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 3, 10 + 10 + 7 + 5 = 32: juego, no treinta y una
      Cuando el asiento 3 intenta hacer la seña de treinta y una
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)

  Regla: FEM-VIII.5 — cortado el mus, cada uno pasa sus señas cuando quiere y en el orden que quiere, menos las medias que no son de reyes, que esperan al final de la grande

    @FEM-VIII.5
    Escenario: en cualquier lance y en cualquier orden, tenga o no la palabra y hable o no en el lance
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 4c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 corta el mus
      Entonces la partida está en el lance de grande
      # cálculo: habla el asiento 0, pero el 3 ya pasa su treinta y una (R R 3 1: 10 + 10 + 10 + 1 = 31), antes que sus medias
      Cuando el asiento 3 hace la seña de treinta y una
      Entonces consta que el asiento 3 hace la seña de treinta y una
      # cálculo: el asiento 2, que tampoco tiene la palabra, pasa la de sus pares (7 7 5 S: un par de sietes)
      Cuando el asiento 2 hace la seña de pares
      Entonces consta que el asiento 2 hace la seña de pares
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de chica
      # cálculo: el asiento 3 pasa ahora sus medias de reyes (el 3 es un rey), después de su juego
      Cuando el asiento 3 hace la seña de medias de reyes
      Entonces consta que el asiento 3 hace la seña de medias de reyes
      # cálculo: pares: 0 (reyes), 2 (sietes) y 3 (medias) sí; el 1 (1 4 7 S) no
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 2, 3
      # cálculo: el asiento 1 no habla en pares, pero pasa su ciego (sin pares; 1 + 4 + 7 + 10 = 22)
      Cuando el asiento 1 hace la seña de ciego
      Entonces consta que el asiento 1 hace la seña de ciego
      Y habla el asiento 0

    @FEM-VIII.5
    Escenario: las medias que no son de reyes esperan a que acabe la grande; las de reyes, no
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 6o 6c 6e 5b |
        | 1       | 1o 1c 2e 5c |
        | 2       | Ro Rc 3e 4b |
        | 3       | So Sc 7o 4o |
      Cuando el asiento 0 corta el mus
      Entonces la partida está en el lance de grande
      # cálculo: asiento 0, 6 6 6 5: medias; en la grande todavía no
      Cuando el asiento 0 intenta hacer la seña de medias
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.5)
      # cálculo: asiento 1, 1 1 2 (el 2 es un as): medias de ases; en la grande todavía no
      Cuando el asiento 1 intenta hacer la seña de medias de ases
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.5)
      # cálculo: asiento 2, R R 3 (el 3 es un rey): medias de reyes, que sí se hacen en la grande
      Cuando el asiento 2 hace la seña de medias de reyes
      Entonces consta que el asiento 2 hace la seña de medias de reyes
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de chica
      Cuando el asiento 0 hace la seña de medias
      Entonces consta que el asiento 0 hace la seña de medias
      Cuando el asiento 1 hace la seña de medias de ases
      Entonces consta que el asiento 1 hace la seña de medias de ases

    @FEM-VIII.5 @FEM-VIII.3 @CONVENCION-senas-momento
    Escenario: pasado el primer corte de la partida, también hay señas antes de cortar el mus y en los descartes; las medias siguen esperando a la grande
      Dado la regla "signals_enabled" vale true
      Y la regla "signal_moment" vale "reglamento"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 6o 6c 6b 5o |
        | 2       | 4e 5e 7o Cc |
        | 3       | 4c Sb 7e 1b |
      Cuando el asiento 0 corta el mus
      # cálculo: nadie tiene pares ni juego (4 5 6 7 = 22): grande, chica y punto, todos pasan
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1
      Y la partida está en el mus
      # cálculo: ya no es el principio de la partida: el asiento 0 (4 5 6 7: sin pares, 22) pasa su ciego sin tener la palabra
      Cuando el asiento 0 hace la seña de ciego
      Entonces consta que el asiento 0 hace la seña de ciego
      # cálculo: asiento 1, 6 6 6 5: medias de seises, que esperan al final de la grande
      Cuando el asiento 1 intenta hacer la seña de medias
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.5)
      Cuando el asiento 2 hace la seña de cortar el mus
      Entonces consta que el asiento 2 hace la seña de cortar el mus
      Cuando los cuatro dan mus empezando por el asiento 1
      Entonces la partida está en el descarte
      # cálculo: en los descartes, también
      Cuando el asiento 3 hace la seña de envidar más
      Entonces consta que el asiento 3 hace la seña de envidar más

    @FEM-VIII.5
    Escenario: cortado el mus, una seña también vale en el lance de juego
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc Co 1o |
        | 1       | Sc Cc 7c 4c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: pares solo los tiene el asiento 0 (dos reyes): no se habla; juego: 31 (asiento 0) y 31 (1)
      Entonces la partida está en el lance de juego
      Cuando el asiento 0 hace la seña de dos reyes
      Entonces consta que el asiento 0 hace la seña de dos reyes

  Regla: FEM-VIII.6 — ninguna seña dice solo un trozo de la jugada

    @FEM-VIII.6 @FEM-VIII.4
    Escenario: con duples de reyes y ases no vale pasar solo dos reyes ni solo dos ases, ni un par de unas medias
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 1e 1b |
        | 1       | 1o 1c 2e 2o |
        | 2       | 7o 7c 7e 3c |
        | 3       | Re Rb 3e 4o |
      Cuando el asiento 0 corta el mus
      # cálculo: asiento 0, R R 1 1: duples; un solo par sería la mitad de la jugada
      Y el asiento 0 intenta hacer la seña de dos reyes
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      Cuando el asiento 0 intenta hacer la seña de dos ases
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      Cuando el asiento 0 hace la seña de duples
      Entonces consta que el asiento 0 hace la seña de duples
      # cálculo: asiento 1, 1 1 2 2 (los doses son ases): cuatro ases son duples, ni dos ases ni medias de ases
      Cuando el asiento 1 intenta hacer la seña de dos ases
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      # cálculo: las medias de ases esperan a que acabe la grande; después, tampoco valen
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de chica
      Cuando el asiento 1 intenta hacer la seña de medias de ases
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      # cálculo: asiento 2, 7 7 7 3: medias de sietes, no un par de sietes
      Cuando el asiento 2 intenta hacer la seña de pares
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      # cálculo: asiento 2, un solo rey (el 3): dos reyes no sería un trozo de su jugada, sería falsa
      Cuando el asiento 2 intenta hacer la seña de dos reyes
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.4)
      # cálculo: asiento 3, R R 3 4 (el 3 es un rey): medias de reyes, no dos reyes
      Cuando el asiento 3 intenta hacer la seña de dos reyes
      Entonces la acción se rechaza porque sus cartas no dan esa seña (FEM-VIII.6)
      Cuando el asiento 3 hace la seña de medias de reyes
      Entonces consta que el asiento 3 hace la seña de medias de reyes

    # El asiento 0 prueba una seña que sus cartas no dan, ya en la chica (las medias que no son de
    # reyes esperan a que acabe la grande). Si tiene los naipes de la seña dentro de una jugada mayor,
    # la seña sería un trozo de ella (FEM-VIII.6); si no los tiene, sería falsa (FEM-VIII.4).
    @FEM-VIII.6 @FEM-VIII.4
    Esquema del escenario: con <jugada>, la seña de <seña> se rechaza por <artículo>
      Dado la regla "signals_enabled" vale true
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | <cartas>    |
        | 1       | 4o 6o So 6c |
        | 2       | 4c Sc 4e 6e |
        | 3       | Se 4b 6b Sb |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de chica
      Cuando el asiento 0 intenta hacer la seña de <seña>
      Entonces la acción se rechaza porque sus cartas no dan esa seña (<artículo>)

      Ejemplos:
        | cartas      | jugada                               | seña            | artículo   |
        | Ro 1c 5o 7o | un solo as y sin pares               | dos ases        | FEM-VIII.4 |
        | Ro Rc 1o 1c | duples de reyes y ases               | dos ases        | FEM-VIII.6 |
        | 1o 1c 1e 5o | medias de ases                       | dos ases        | FEM-VIII.6 |
        | Ro Rc Re 5o | medias de reyes                      | dos reyes       | FEM-VIII.6 |
        | Ro Rc Re Rb | cuatro reyes, que son duples         | dos reyes       | FEM-VIII.6 |
        | Ro Co 5o 7o | ningún par                           | pares           | FEM-VIII.4 |
        | Ro Rc 1o 1c | duples de reyes y ases, sin otro par | pares           | FEM-VIII.4 |
        | Ro Rc 7o 7c | duples de reyes y sietes             | pares           | FEM-VIII.6 |
        | 7o 7c 5o 5c | duples de sietes y cincos            | pares           | FEM-VIII.6 |
        | 7o 7c 7e 7b | cuatro sietes, que son duples        | pares           | FEM-VIII.6 |
        | Ro Rc 1o 1c | duples de reyes y ases               | medias de reyes | FEM-VIII.4 |
        | Ro Rc Re Rb | cuatro reyes, que son duples         | medias de reyes | FEM-VIII.6 |
        | Ro Rc 1o 1c | duples de reyes y ases               | medias de ases  | FEM-VIII.4 |
        | 1o 1c 1e 1b | cuatro ases, que son duples          | medias de ases  | FEM-VIII.6 |
        | 7o 7c 5o 5c | duples de sietes y cincos            | medias          | FEM-VIII.4 |
        | 1o 1c 1e 5o | medias de ases                       | medias          | FEM-VIII.4 |
        | Ro Rc Re 5o | medias de reyes                      | medias          | FEM-VIII.4 |
        | 7o 7c 7e 7b | cuatro sietes, que son duples        | medias          | FEM-VIII.6 |

  Regla: CONVENCION-senas-momento — por defecto musfem cierra más momentos que el Reglamento: ninguna seña antes de cortar el mus en ninguna jugada, ni en los descartes, ni la de cortar el mus ya cortado, pero sí esta mientras se decide, también en la primera jugada; y de las dos maneras, cada seña una vez por jugada

    @CONVENCION-senas-momento @FEM-VIII.3
    Escenario: por defecto, la seña de cortar el mus vale mientras se decide, también en la primera jugada, antes del primer corte
      Dado la regla "signals_enabled" vale true
      Y la regla "signal_moment" vale "cada_corte"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Cuando empieza la partida
      Entonces la partida está en el mus
      # cálculo: asiento 0, 4 5 6 7: sin pares, 22 → ciego sería verdadera, pero el mus de la primera jugada no está cortado
      Cuando el asiento 0 intenta hacer la seña de ciego
      Entonces la acción se rechaza porque no es el momento de esa seña (FEM-VIII.3)
      # cálculo: la de cortar el mus dice lo que uno haría ahora: musfem la deja pasar mientras se decide
      Cuando el asiento 2 hace la seña de cortar el mus
      Entonces consta que el asiento 2 hace la seña de cortar el mus
      Y habla el asiento 0

    @CONVENCION-senas-momento
    Escenario: cada seña una sola vez por jugada, otra vez en la jugada siguiente, y en esta no antes de cortar el mus
      Dado la regla "signals_enabled" vale true
      Y la regla "signal_moment" vale "cada_corte"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 hace la seña de envidar más
      Entonces consta que el asiento 0 hace la seña de envidar más
      Cuando el asiento 0 intenta hacer la seña de envidar más
      Entonces la acción se rechaza porque ya ha hecho esa seña en esta jugada (CONVENCION-senas-momento)
      # cálculo: la de ciego es otra seña (4 5 6 7: sin pares, 22): se puede hacer
      Cuando el asiento 0 hace la seña de ciego
      Entonces consta que el asiento 0 hace la seña de ciego
      Cuando el asiento 2 hace la seña de envidar más
      Entonces consta que el asiento 2 hace la seña de envidar más
      # cálculo: nadie tiene pares ni juego (4 5 6 7 = 22): grande, chica y punto, todos pasan
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces la partida está en el lance de punto
      # cálculo: en el punto también se hacen señas: el asiento 1 no ha hecho aún la de envidar más
      Cuando el asiento 1 hace la seña de envidar más
      Entonces consta que el asiento 1 hace la seña de envidar más
      Cuando pasan los asientos 0, 1, 2, 3
      Entonces consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1
      Y la partida está en el mus
      # cálculo: ya no es el principio de la partida; el Reglamento la dejaría pasar, musfem no
      Cuando el asiento 0 intenta hacer la seña de envidar más
      Entonces la acción se rechaza porque no es el momento de esa seña (CONVENCION-senas-momento)
      # cálculo: el momento se mira antes que las cartas: tampoco unas medias, las tenga o no
      Cuando el asiento 2 intenta hacer la seña de medias
      Entonces la acción se rechaza porque no es el momento de esa seña (CONVENCION-senas-momento)
      Cuando el asiento 1 corta el mus
      Y el asiento 0 hace la seña de envidar más
      Entonces consta que el asiento 0 hace la seña de envidar más

    @CONVENCION-senas-momento
    Escenario: la seña de cortar el mus no vale con el mus ya cortado, y en una jugada que no es la primera tampoco hay señas en los descartes
      Dado la regla "signals_enabled" vale true
      Y la regla "signal_moment" vale "cada_corte"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Cuando el asiento 0 corta el mus
      # cálculo: cortado el mus, la seña de cortarlo ya no tiene sentido
      Y el asiento 1 intenta hacer la seña de cortar el mus
      Entonces la acción se rechaza porque no es el momento de esa seña (CONVENCION-senas-momento)
      # cálculo: nadie tiene pares ni juego (4 5 6 7 = 22): grande, chica y punto, todos pasan
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1
      Cuando los cuatro dan mus empezando por el asiento 1
      Entonces la partida está en el descarte
      # cálculo: segunda jugada: el Reglamento ya no cierra este momento, musfem sí
      Cuando el asiento 2 intenta hacer la seña de envidar más
      Entonces la acción se rechaza porque no es el momento de esa seña (CONVENCION-senas-momento)
      Cuando el asiento 3 intenta hacer la seña de cortar el mus
      Entonces la acción se rechaza porque no es el momento de esa seña (CONVENCION-senas-momento)

    @CONVENCION-senas-momento
    Escenario: las señas de una jugada no siguen a la vista en la siguiente: quien no ve una seña nueva no nota nada, aunque hiciera o viera una en la jugada anterior
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5c 6e 7b |
        | 1       | 4c 5e 6b 7o |
        | 2       | 4e 5b 6o 7c |
        | 3       | 4b 5o 6c 7e |
      Cuando el asiento 0 mira al asiento 2
      Y el asiento 1 mira a la mesa
      Y el asiento 2 mira al asiento 0
      Y el asiento 3 mira a la mesa
      Y el asiento 0 corta el mus
      # cálculo: envidar más dice una intención (cualquier mano la respalda); solo el asiento 2 mira al 0
      Y el asiento 0 hace la seña de envidar más
      Entonces el asiento 2 ve la seña de envidar más del asiento 0
      Y el asiento 0 sabe que su seña de envidar más la vio el asiento 2
      # cálculo: nadie tiene pares ni juego (4 5 6 7 = 22): grande, chica y punto, todos pasan
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta que empieza la jugada 2, reparte el asiento 0, es mano el asiento 1
      Cuando el asiento 1 corta el mus
      # cálculo: las miradas fijadas siguen (4 miradas + 1 corte + 12 pasos + 1 corte = 18 pasos de
      # 100): nadie mira al asiento 3, así que su seña se pierde
      Y el asiento 3 hace la seña de envidar más
      Entonces el asiento 3 sabe que su seña de envidar más no la vio nadie
      # cálculo: cada asiento tiene a la vista solo las señas de la jugada en curso que hizo o vio; la
      # de envidar más de la jugada 1 ya no está ni antes ni después de la seña del asiento 3
      Y lo que ve el asiento 0 no cambia con la seña
      Y lo que ve el asiento 2 no cambia con la seña
      Y lo que ve el asiento 1 no cambia con la seña

  Regla: quién ve una seña: exactamente los que miran al que la hace (FEM VIII.2, CONVENCION-senas)

    @FEM-VIII.2
    Escenario: el compañero que mira ve la seña; los rivales que miran a otra parte no saben nada de ella
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 mira al asiento 2
      Y el asiento 1 mira a la mesa
      Y el asiento 2 mira al asiento 0
      Y el asiento 3 mira al asiento 2
      Entonces consta que cambia la mirada del asiento 3: mira al asiento 2, elegida por él
      Y todos ven que el asiento 0 mira al asiento 2
      Y todos ven que el asiento 1 mira a la mesa
      Y todos ven que el asiento 2 mira al asiento 0
      Y todos ven que el asiento 3 mira al asiento 2
      Cuando el asiento 0 corta el mus
      # cálculo: R R 5 4 respalda dos reyes; solo el asiento 2 mira al 0
      Y el asiento 0 hace la seña de dos reyes
      Entonces consta, en este orden y nada más: una seña hecha y una seña vista
      Y consta que el asiento 0 hace la seña de dos reyes, y la ve el asiento 2
      Y solo el asiento 0 ve quién ha visto su seña
      Y el asiento 2 ve la seña de dos reyes del asiento 0
      Y el asiento 0 sabe que su seña de dos reyes la vio el asiento 2
      Y el asiento 1 no ve ninguna seña ajena
      Y el asiento 3 no ve ninguna seña ajena
      Y lo que ve el asiento 1 no cambia con la seña
      Y lo que ve el asiento 3 no cambia con la seña
      Y lo que ve el espectador no cambia con la seña
      Y habla el asiento 0

    @FEM-VIII.2 @FEM-VIII.1
    Escenario: seña interceptada: la ve el rival que mira al que la hace, y no el compañero, que mira a la mesa
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 mira al asiento 1
      Y el asiento 1 mira al asiento 0
      Y el asiento 2 mira a la mesa
      Y el asiento 3 mira al asiento 1
      Y el asiento 0 corta el mus
      # cálculo: 10 + 10 + 5 + 4 = 29 respalda veintinueve; solo el asiento 1 (rival) mira al 0
      Y el asiento 0 hace la seña de veintinueve
      Entonces consta que el asiento 0 hace la seña de veintinueve, y la ve el asiento 1
      Y el asiento 1 ve la seña de veintinueve del asiento 0
      Y el asiento 0 sabe que su seña de veintinueve la vio el asiento 1
      Y el asiento 2 no ve ninguna seña ajena
      Y lo que ve el asiento 2 no cambia con la seña
      Y lo que ve el asiento 3 no cambia con la seña

    @FEM-VIII.2
    Escenario: si nadie mira al que la hace, la seña se pierde y él lo sabe
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 mira a la mesa
      Y el asiento 1 mira al asiento 2
      Y el asiento 2 mira a la mesa
      Y el asiento 3 mira al asiento 1
      Y el asiento 0 corta el mus
      # cálculo: asiento 3, tres reyes → medias de reyes; nadie mira al 3
      Y el asiento 3 hace la seña de medias de reyes
      Entonces consta, en este orden y nada más: una seña hecha
      Y consta que el asiento 3 hace la seña de medias de reyes, y no la ve nadie
      Y el asiento 3 sabe que su seña de medias de reyes no la vio nadie
      Y el asiento 0 no ve ninguna seña ajena
      Y el asiento 1 no ve ninguna seña ajena
      Y el asiento 2 no ve ninguna seña ajena
      Y lo que ve el asiento 0 no cambia con la seña
      Y lo que ve el asiento 1 no cambia con la seña
      Y lo que ve el asiento 2 no cambia con la seña
      Y lo que ve el espectador no cambia con la seña

    @FEM-VIII.2
    Escenario: la ven todos los que miran al que la hace, compañero y rivales, cada uno en privado
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 1 mira al asiento 2
      Y el asiento 0 mira al asiento 2
      Y el asiento 3 mira al asiento 2
      Y el asiento 2 mira al asiento 0
      Y el asiento 0 corta el mus
      # cálculo: 7 7 5 S: un par de sietes → pares; miran al 2 los asientos 0, 1 y 3
      Y el asiento 2 hace la seña de pares
      Entonces consta, en este orden y nada más: una seña hecha y una seña vista (3 veces)
      Y consta que el asiento 2 hace la seña de pares, y la ven los asientos 0, 1, 3
      Y el asiento 0 ve la seña de pares del asiento 2
      Y el asiento 1 ve la seña de pares del asiento 2
      Y el asiento 3 ve la seña de pares del asiento 2
      Y el asiento 2 sabe que su seña de pares la vieron los asientos 0, 1, 3
      Y lo que ve el espectador no cambia con la seña

    @CONVENCION-senas
    Escenario: el tiempo pasa con cada acción y con un instante explícito, y nadie se mira a sí mismo
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 0 mira al asiento 2
      Y el asiento 1 mira a la mesa
      Y el asiento 2 mira al asiento 0
      Y el asiento 3 mira al asiento 1
      # cálculo: cuatro miradas fijadas, un paso cada una (4), y este instante: 4 + 1 = 5
      Y el asiento 3 deja pasar un instante
      Entonces consta que pasa el instante 5
      Y todos ven un instante
      Cuando el asiento 2 intenta mirar al asiento 2
      Entonces la acción se rechaza porque solo se mira al compañero, a un rival o a la mesa (CONVENCION-senas)
      Y todos ven que el asiento 2 mira al asiento 0

    @CONVENCION-senas
    Escenario: solo se mira a un asiento de la mesa (0 a 3) o a la mesa: un número que no es asiento se rechaza
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 100
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 2 mira al asiento 1
      # la mesa tiene los asientos 0, 1, 2 y 3: ni el 4 ni el -2 son de nadie
      Y el asiento 2 intenta mirar al asiento 4
      Entonces la acción se rechaza porque solo se mira al compañero, a un rival o a la mesa (CONVENCION-senas)
      Y todos ven que el asiento 2 mira al asiento 1
      Cuando el asiento 0 intenta mirar al asiento -2
      Entonces la acción se rechaza porque solo se mira al compañero, a un rival o a la mesa (CONVENCION-senas)
      Cuando el asiento 0 mira al asiento 2
      Entonces todos ven que el asiento 0 mira al asiento 2

    @CONVENCION-senas
    Escenario: una mirada fijada dura lo más que puede durar una mirada (aquí, 2 pasos) y luego vuelve al azar
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_max_ticks" vale 2
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | 1o 2c 7e Sb |
        | 2       | 7o 7c 5b So |
        | 3       | Re Rb 3e 1c |
      Cuando el asiento 2 mira al asiento 0
      Entonces consta que cambia la mirada del asiento 2: mira al asiento 0, elegida por él
      # cálculo: fijada para los 2 pasos que siguen a la mirada; tras el primero sigue mirando al 0
      Cuando el asiento 3 deja pasar un instante
      Entonces todos ven que el asiento 2 mira al asiento 0
      # cálculo: con el segundo paso se acaba la mirada fijada y se sortea otra (pública, no elegida por él)
      Cuando el asiento 3 deja pasar un instante
      Entonces consta que cambia la mirada del asiento 2, sorteada

    @CONVENCION-senas
    Escenario: si solo la mesa tiene peso, todos miran a la mesa; una mirada fijada acaba y vuelve a la mesa, y solo se anuncia lo que cambia
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_weights" vale [0, 0, 1]
      Y la regla "gaze_min_ticks" vale 1
      Y la regla "gaze_max_ticks" vale 1
      Y reparte el asiento 3
      Cuando empieza la partida
      # cálculo: pesos [compañero 0, cada rival 0, mesa 1]: total 0 + 2 × 0 + 1 = 1; x = bounded(1) = 0,
      # que no es menor que 0 (compañero) ni que 0 + 0 o 0 + 2 × 0 (rivales): la mesa, para los cuatro
      Entonces consta que cambia la mirada del asiento 0: mira a la mesa, sorteada
      Y consta que cambia la mirada del asiento 1: mira a la mesa, sorteada
      Y consta que cambia la mirada del asiento 2: mira a la mesa, sorteada
      Y consta que cambia la mirada del asiento 3: mira a la mesa, sorteada
      Y todos ven que el asiento 0 mira a la mesa
      Y todos ven que el asiento 3 mira a la mesa
      # cálculo: cada mirada al azar dura 1 paso; con el paso de esta mirada se sortean otra vez las de
      # los asientos 1, 2 y 3, y sale otra vez la mesa: nada cambia y nada se anuncia
      Cuando el asiento 0 mira al asiento 2
      Entonces consta, en este orden y nada más: un cambio de mirada
      Y consta que cambia la mirada del asiento 0: mira al asiento 2, elegida por él
      Y todos ven que el asiento 0 mira al asiento 2
      # cálculo: fijada para el paso que sigue a la mirada (gaze_max_ticks = 1): con este instante se acaba,
      # se sortea otra y sale la mesa; se anuncia porque acaba una mirada fijada
      Cuando el asiento 3 deja pasar un instante
      Entonces consta, en este orden y nada más: un instante y un cambio de mirada
      Y consta que cambia la mirada del asiento 0: mira a la mesa, sorteada
      Y todos ven que el asiento 0 mira a la mesa
      # cálculo: otra vez la mesa para los cuatro: solo pasa el instante
      Cuando el asiento 1 deja pasar un instante
      Entonces consta, en este orden y nada más: un instante
      Y todos ven que el asiento 0 mira a la mesa

    # cálculo de las miradas con la semilla 3, con el generador publicado (docs/rng.md): las miradas
    # tienen su propio generador, sembrado con 3 XOR 0x6d6972616461 = 0x6d6972616462; cada asiento,
    # del 0 al 3, toma un número para saber adónde mira (bounded(4): nunca descarta ninguno, porque
    # 2^64 es múltiplo de 4) y otro para cuánto dura. Los de adónde mira son:
    # asiento 0: 8630813001562072898 mod 4 = 2; asiento 1: 8388917635092894163 mod 4 = 3;
    # asiento 2: 7523027738761791708 mod 4 = 0; asiento 3: 2154596717484500248 mod 4 = 0.

    @CONVENCION-senas
    Esquema del escenario: con la semilla 3 y sin peso para la mesa, unos miran a su compañero y otros al rival de su derecha o de su izquierda (miradas de <mínimo> a <máximo> pasos)
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_weights" vale [2, 1, 0]
      Y la regla "gaze_min_ticks" vale <mínimo>
      Y la regla "gaze_max_ticks" vale <máximo>
      Y la semilla es 3
      Cuando empieza la partida
      # cálculo: pesos [compañero 2, cada rival 1, mesa 0]: total 2 + 2 × 1 + 0 = 4; x = 0 o 1 → su
      # compañero; x = 2 → el rival de su derecha (asiento + 1); x = 3 → el de su izquierda (asiento + 3)
      # cálculo: la duración, <duración>, gasta un número por asiento aunque solo pueda valer una cosa:
      # los de adónde mira son siempre el 1.º, 3.º, 5.º y 7.º del generador de las miradas
      # cálculo: asiento 0, x = 2 → (0 + 1) mod 4 = 1; asiento 1, x = 3 → (1 + 3) mod 4 = 0;
      # asiento 2, x = 0 → su compañero, el 0; asiento 3, x = 0 → su compañero, el 1
      Entonces consta que cambia la mirada del asiento 0: mira al asiento 1, sorteada
      Y consta que cambia la mirada del asiento 1: mira al asiento 0, sorteada
      Y consta que cambia la mirada del asiento 2: mira al asiento 0, sorteada
      Y consta que cambia la mirada del asiento 3: mira al asiento 1, sorteada
      Y todos ven que el asiento 0 mira al asiento 1
      Y todos ven que el asiento 1 mira al asiento 0
      Y todos ven que el asiento 2 mira al asiento 0
      Y todos ven que el asiento 3 mira al asiento 1

      Ejemplos:
        | mínimo | máximo | duración                                                   |
        | 2      | 6      | 2 + bounded(5), que solo descartaría el 0                  |
        | 6      | 6      | 6 + bounded(1), que siempre da 0                           |
        | 1      | 64     | 1 + bounded(64), que no descarta ninguno: 2^64 es múltiplo de 64 |

    # cálculo de las miradas con la semilla 17435364042642577994, con el generador publicado: su
    # generador de miradas se siembra con 17435364042642577994 XOR 0x6d6972616461 =
    # 0xf1f6b65111353e2b, y sus primeros números son 1, 13782136222259119431,
    # 15314982209390340091 y 4974696606824860850.

    @CONVENCION-senas
    Escenario: el sorteo de una mirada también descarta los números que lo sesgarían
      Dado la regla "signals_enabled" vale true
      Y la regla "gaze_weights" vale [100, 100, 100]
      Y la semilla es 17435364042642577994
      Cuando empieza la partida
      # cálculo: total 100 + 2 × 100 + 100 = 400; bounded(400) descarta x < (2^64 − 400) mod 400 = 16
      # cálculo: asiento 0: el 1.º número, 1 < 16, se descarta; el 2.º da 13782136222259119431 mod 400
      # = 231: 200 ≤ 231 < 300 → el rival de su izquierda, (0 + 3) mod 4 = 3 (sin descartar el 1 habría
      # mirado a su compañero); el 3.º número es su duración
      # cálculo: asiento 1: el 4.º número, 4974696606824860850 mod 400 = 50 < 100 → su compañero, el 3
      Entonces consta que cambia la mirada del asiento 0: mira al asiento 3, sorteada
      Y consta que cambia la mirada del asiento 1: mira al asiento 3, sorteada
      Y todos ven que el asiento 0 mira al asiento 3
      Y todos ven que el asiento 1 mira al asiento 3
