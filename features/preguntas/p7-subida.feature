# language: es
Característica: P7 — ¿cómo se sube un envite: «N más» o el reenvido que dobla (FEM VIII.8)?

  FEM VIII.8 define el «reenvido» como doblar la apuesta; en la mesa lo habitual es subir «N más».
  La pregunta P7 tiene dos opciones: «mas» (se sube «N más», con N de al menos la subida mínima,
  2 tantos: la apuesta pasa a ser la de antes + N) y «doble» (hay que subir exactamente lo que
  hay, y la apuesta se dobla). Con «doble» la subida mínima no se usa; los escenarios la dejan en
  su valor por defecto, 2, en las dos opciones.

  Reparte el asiento 3 (es mano el asiento 0) y las manos son las de referencia: asiento 0
  Ro Rc 5e 4b, asiento 1 Co Cc 6e 4o, asiento 2 So 7c 6b 5o, asiento 3 1o 1c 4e 5c. Gana la
  grande el asiento 0 (R R 5 4), la chica el asiento 3 (1 1 4 5), los pares el asiento 0 (par de
  reyes: 1 tanto) y, como nadie tiene juego, el punto el asiento 1 (30: 1 tanto). Tras un envite
  a la grande el que habla primero es el siguiente asiento hacia la derecha del que envida, y
  luego su compañero.

  Regla: CONVENCION-subida — la misma subida vale en una opción y no en la otra

    @P7 @FEM-VIII.8 @CONVENCION-subida
    Esquema del escenario: sobre el envido de 2 a la grande, el asiento 1 intenta subir 5 — <resultado>
      Dado la regla "raise_mode" vale <modo>
      Y la regla "min_raise" vale 2
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      # subida: con «mas», de min_raise = 2 a max_bet − 2 = 99 − 2 = 97; con «doble», exactamente 2.
      Entonces las acciones legales del asiento 1 son: querer, no querer, subir <rango> y echar órdago
      Y el asiento 1 puede subir 2
      Y el asiento 1 <sube 5> subir 5
      Cuando el asiento 1 intenta subir 5
      Entonces <respuesta>
      Y habla el asiento <habla>

      @opcion:mas
      Ejemplos: «mas»: «5 más» sobre 2 deja la apuesta en 7
        | modo  | resultado                | rango | sube 5 | respuesta                                                                  | habla |
        | "mas" | «5 más»: la apuesta es 7 | de 2 a 97 | puede  | consta que el asiento 1 sube 5 a la grande, y el envite queda en 7 | 2     |

      @opcion:doble
      Ejemplos: «doble»: el reenvido sobre 2 es 2, no 5
        | modo    | resultado                                 | rango | sube 5   | respuesta                                                   | habla |
        | "doble" | se rechaza: el reenvido sobre 2 solo es 2 | de 2 a 2 | no puede | la acción se rechaza porque la cantidad pasa del tope (CONVENCION-subida) | 1     |

    @P7 @FEM-VIII.8 @CONVENCION-subida
    Esquema del escenario: con «doble» no se puede subir menos de lo que hay; con «mas», sí desde 2 — sobre un envido de 4, subir 3: <resultado>
      Dado la regla "raise_mode" vale <modo>
      Y la regla "min_raise" vale 2
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 4
      # subida: con «mas», de 2 a 99 − 4 = 95; con «doble», exactamente 4.
      Entonces las acciones legales del asiento 1 son: querer, no querer, subir <rango> y echar órdago
      Y el asiento 1 <sube 3> subir 3
      Cuando el asiento 1 intenta subir 3
      Entonces <respuesta>

      @opcion:mas
      Ejemplos: «mas»: «3 más» sobre 4 deja la apuesta en 7
        | modo  | resultado | rango | sube 3 | respuesta                                                  |
        | "mas" | se acepta | de 2 a 95 | puede  | consta que el asiento 1 sube 3, y el envite queda en 7 |

      @opcion:doble
      Ejemplos: «doble»: sobre 4 el reenvido es 4
        | modo    | resultado  | rango | sube 3   | respuesta                                                  |
        | "doble" | se rechaza | de 4 a 4 | no puede | la acción se rechaza porque la cantidad no llega al mínimo (CONVENCION-subida) |

  Regla: FEM-VIII.8 — la apuesta que se cobra depende de cómo se sube

    @P7 @FEM-VIII.8 @CONVENCION-subida @FEM-VII.2
    Esquema del escenario: el envido de 2 a la grande, subido por B y querido por A, se cobra al contar — <total> tantos
      Dado la regla "raise_mode" vale <modo>
      Y la regla "quiero_singular" vale "cierra"
      Y la regla "min_raise" vale 2
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
      Y el asiento 0 envida
      Y el asiento 1 sube <subida>
      # cálculo: la apuesta tras la subida: <cuenta>
      Entonces consta que el asiento 1 sube <subida>, y el envite queda en <total>
      Cuando el asiento 2 quiere
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: la grande querida la gana A (R R 5 4 del asiento 0) y cobra la apuesta entera, <total>;
      # chica en paso 1 para B (1 1 4 5); pares 1 para A (par de reyes del 0); punto 1 para B (30 del 1)
      Entonces la pareja A se apunta <total> tantos de envite en grande
      Y la pareja B se apunta 1 tanto de paso en chica
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A <total> + 1 = <a>; B 1 + 1 = 2
      Y el marcador es A <a> - B 2

      @opcion:mas
      Ejemplos: «mas»: «5 más» sobre el envido de 2
        | modo  | subida | total | cuenta    | a |
        | "mas" | 5      | 7     | 2 + 5 = 7 | 8 |

      @opcion:doble
      Ejemplos: «doble»: el reenvido dobla el envido de 2
        | modo    | subida | total | cuenta            | a |
        | "doble" | 2      | 4     | 2 + 2 = 2 × 2 = 4 | 5 |

    @P7 @FEM-VIII.8 @CONVENCION-subida @CONVENCION-envite-rechazado
    Esquema del escenario: la resubida de A a la grande no la quiere B y A cobra en el acto la apuesta de antes — <antes> tantos
      Dado la regla "raise_mode" vale <modo>
      Y la regla "min_raise" vale 2
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
      Y el asiento 0 envida
      Y el asiento 1 sube <subida>
      Y el asiento 2 sube <resubida>
      # cálculo: la apuesta: <cuenta>
      Entonces consta que el asiento 2 sube <resubida>, y el envite queda en <total>
      Cuando el asiento 3 no quiere
      Y el asiento 1 no quiere
      # cálculo: la resubida no querida paga a A la apuesta de antes de ella, <antes>; en la grande no hay deje
      Entonces la pareja A se apunta <antes> tantos de envite no querido en grande
      Y la partida está en el lance de chica
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: la grande no querida ya está pagada; chica en paso 1 para B; pares 1 para A (reyes); punto 1 para B
      Entonces la pareja B se apunta 1 tanto de paso en chica
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A <antes> + 1 = <a>; B 1 + 1 = 2
      Y el marcador es A <a> - B 2

      @opcion:mas
      Ejemplos: «mas»: 2, «5 más» = 7, «2 más» = 9; no querido paga 7
        | modo  | subida | resubida | total | cuenta               | antes | a |
        | "mas" | 5      | 2        | 9     | 2 + 5 = 7; 7 + 2 = 9 | 7     | 8 |

      @opcion:doble
      Ejemplos: «doble»: 2, reenvido 4, reenvido 8; no querido paga 4
        | modo    | subida | resubida | total | cuenta               | antes | a |
        | "doble" | 2      | 4        | 8     | 2 × 2 = 4; 4 × 2 = 8 | 4     | 5 |
