# language: es
Característica: escenario de prueba del informe de preguntas (no forma parte de la especificación)

  Un esquema con un bloque de ejemplos por opción de P8, para probar el informe antes de que
  existan los escenarios de features/preguntas/.

  @P8 @CONVENCION-fin-inmediato
  Esquema del escenario: una negada que lleva a B a 40
    Dado la regla "end_on_immediate_points" vale <valor>
    Y el marcador empieza en A 0 - B 39
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
    # cálculo: negada 1 para B: 39 + 1 = 40, el objetivo
    Entonces el marcador es A 0 - B 40

    @opcion:en-el-acto
    Ejemplos:
      | valor |
      | true  |

    @opcion:al-contar
    Ejemplos:
      | valor |
      | false |

  @P7 @opcion:mas @CONVENCION-subida
  Escenario: solo para la opción «mas»
    Dado la regla "raise_mode" vale "mas"
    Y reparte el asiento 3
    Y las manos son:
      | asiento | cartas      |
      | 0       | Ro Rc 5e 4b |
      | 1       | Co Cc 6e 4o |
      | 2       | So 7c 6b 5o |
      | 3       | 1o 1c 4e 5c |
    Cuando el asiento 0 corta el mus
    Y el asiento 0 envida
    Entonces el marcador es A 0 - B 0
