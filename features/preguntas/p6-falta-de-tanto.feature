# language: es
Característica: P6 — ¿cómo se aplica «a falta de tanto» (FEM IV.7)?

  FEM IV.7 permite que, cuando a una pareja le falta poco para ganar, cualquier jugador corte el mus
  en cualquier momento. La pregunta P6 tiene tres opciones:
  «turno» (se corta solo en el propio turno; umbral de 4 tantos), «corte-libre-4» (quien no ha
  hablado corta fuera de turno si a una pareja le faltan 4 tantos o menos) y
  «corte-libre-5» (lo mismo con 5 tantos, la edición de 2025). Las opciones no cambian ningún
  tanto: cambian las acciones legales, y eso es lo que comparan estos escenarios.

  Reparte el asiento 3, así que es mano el asiento 0 y el mus se habla 0, 1, 2, 3. Las manos no
  importan para el corte; son las del capítulo IV (Para cortar el mus).

  Regla: FEM-IV.7 — a falta de tanto, corte libre fuera de turno o solo en el propio turno, según la opción

    @P6 @FEM-IV.7 @FEM-IV.4 @CONVENCION-falta-de-tanto @CONVENCION-turnos-secuenciales
    Esquema del escenario: a la pareja A le faltan 5 tantos y el asiento 2, que no ha hablado, intenta cortar el mus antes que la mano — <resultado>
      Dado la regla "falta_de_tanto" vale <modo>
      Y la regla "falta_de_tanto_within" vale <margen>
      Y el marcador empieza en A 35 - B 20
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      # a falta de tanto: a la pareja A le faltan 40 − 35 = 5 tantos; a la pareja B, 40 − 20 = 20.
      # Con «turno» solo corta quien habla; con corte libre hace falta 5 ≤ margen: 5 ≤ 4 no, 5 ≤ 5 sí.
      Entonces habla el asiento 0
      Y el asiento 0 puede cortar el mus
      Y el asiento 2 <corta> cortar el mus
      Y el asiento 1 <corta> cortar el mus
      Y el asiento 3 <corta> cortar el mus
      Cuando el asiento 2 intenta cortar el mus
      Entonces <respuesta>
      Y la partida está en <fase>
      Y habla el asiento 0

      @opcion:turno
      Ejemplos: «turno»: fuera de turno no corta nadie
        | modo    | margen | resultado                             | corta    | respuesta                                           | fase         |
        | "turno" | 4      | no puede: se corta en el propio turno | no puede | la acción se rechaza porque no le toca hablar (FEM-IV.4) | el mus |

      @opcion:corte-libre-4
      Ejemplos: «corte-libre-4»: faltan 5, más de 4, y no se está a falta de tanto
        | modo          | margen | resultado       | corta    | respuesta                                           | fase         |
        | "corte_libre" | 4      | no puede: 5 > 4 | no puede | la acción se rechaza porque no le toca hablar (FEM-IV.4) | el mus |

      @opcion:corte-libre-5
      Ejemplos: «corte-libre-5»: faltan 5 ≤ 5 y el corte fuera de turno acaba el mus
        | modo          | margen | resultado    | corta | respuesta                                              | fase   |
        | "corte_libre" | 5      | corta: 5 ≤ 5 | puede | consta que el asiento 2 corta el mus, fuera de turno | el lance de grande |

    @P6 @FEM-IV.7 @FEM-IV.4 @CONVENCION-falta-de-tanto @CONVENCION-turnos-secuenciales
    Esquema del escenario: a la pareja B le faltan 4 tantos; tras el mus de la mano, el postre intenta cortar antes de su turno — <resultado>
      Dado la regla "falta_de_tanto" vale <modo>
      Y la regla "falta_de_tanto_within" vale <margen>
      Y el marcador empieza en A 10 - B 36
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando el asiento 0 da mus
      # a falta de tanto: a la pareja B le faltan 40 − 36 = 4 tantos ≤ 4 y ≤ 5; a la pareja A, 30.
      # Habla el asiento 1; el 0 ya ha dado mus y no puede cortar fuera de turno con ninguna opción.
      Entonces habla el asiento 1
      Y el asiento 1 puede cortar el mus
      Y el asiento 0 no puede cortar el mus
      Y el asiento 3 <corta> cortar el mus
      Y el asiento 2 <corta> cortar el mus
      Cuando el asiento 3 intenta cortar el mus
      Entonces <respuesta>
      Y la partida está en <fase>
      Y habla el asiento <habla>

      @opcion:turno
      Ejemplos: «turno»: el postre espera su turno
        | modo    | margen | resultado                       | corta    | respuesta                                           | fase         | habla |
        | "turno" | 4      | no puede: con «turno» se espera | no puede | la acción se rechaza porque no le toca hablar (FEM-IV.4) | el mus | 1     |

      @opcion:corte-libre-4
      Ejemplos: «corte-libre-4»: faltan 4 ≤ 4
        | modo          | margen | resultado    | corta | respuesta                                              | fase   | habla |
        | "corte_libre" | 4      | corta: 4 ≤ 4 | puede | consta que el asiento 3 corta el mus, fuera de turno | el lance de grande | 0     |

      @opcion:corte-libre-5
      Ejemplos: «corte-libre-5»: faltan 4 ≤ 5
        | modo          | margen | resultado    | corta | respuesta                                              | fase   | habla |
        | "corte_libre" | 5      | corta: 4 ≤ 5 | puede | consta que el asiento 3 corta el mus, fuera de turno | el lance de grande | 0     |
