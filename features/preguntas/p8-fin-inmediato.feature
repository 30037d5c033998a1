# language: es
Característica: P8 — ¿termina el juego en el acto si una negada alcanza el objetivo (FEM VII.2, VI.6)?

  Las negadas y las subidas no queridas se apuntan en el acto (FEM VII.2). La pregunta P8 tiene
  dos opciones: «en-el-acto» (el juego termina en cuanto esos tantos alcanzan el objetivo) y
  «al-contar» (se termina la jugada y gana la primera pareja que llega al objetivo contando los
  tantos del acto en el orden en que se apuntaron y después el tanteo).

  Con esa lectura de «al-contar», la pareja que llega al objetivo con los tantos del acto es
  siempre la primera en llegar: el ganador es el mismo con las dos opciones. Lo que cambia es lo
  que se juega después: con «al-contar» se juegan los lances que faltan, sus tantos del acto se
  apuntan y la otra pareja puede acabar con más tantos sin ganar; un órdago querido después
  tampoco quita el juego a quien ya llegó. El esquema de la negada del punto es el reparto en que
  otra lectura de «al-contar» (los tantos del acto contados en el orden de los lances, junto con el
  tanteo) daría el juego a la otra pareja: con la de musfem lo gana la misma con las dos opciones.

  Reparte el asiento 3 (es mano el asiento 0) y las manos son las de referencia: asiento 0
  Ro Rc 5e 4b, asiento 1 Co Cc 6e 4o, asiento 2 So 7c 6b 5o, asiento 3 1o 1c 4e 5c (la mejor
  grande es la del 0, la mejor chica la del 3; tienen pares el 0, el 1 y el 3; nadie tiene juego),
  salvo en el esquema de la negada del punto, que cambia entre sí las manos de los asientos 0 y 1.
  Cada escenario da también el reparto siguiente, por si el perfil juega más de un juego (P4).

  Regla: CONVENCION-fin-inmediato — la negada que alcanza el objetivo termina el juego en el acto o deja acabar la jugada

    @P8 @FEM-VII.2 @FEM-VI.6 @CONVENCION-fin-inmediato @CONVENCION-fin-al-contar
    Esquema del escenario: la negada de la grande lleva a A a 40 — <resultado>
      Dado la regla "end_on_immediate_points" vale <fin>
      Y el marcador empieza en A 39 - B 37
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
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de la grande, 1 tanto para A en el acto: 39 + 1 = 40 = objetivo; B sigue con 37.
      # Con «en-el-acto» el juego acaba ahí, A 40 - B 37; con «al-contar» se sigue en la chica.
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      Y no consta el resultado de un lance
      Y <juego>
      Y <manos>
      Y el asiento 0 <chica> pasar
      Y el asiento 0 <chica> envidar

      @opcion:en-el-acto
      Ejemplos: «en-el-acto»: el juego acaba con la negada, A 40 - B 37
        | fin  | resultado                               | juego                                                                          | manos                       | chica    |
        | true | el juego termina en el acto y lo gana A | consta que termina un juego y lo gana la pareja A por tantos, con el marcador A 40 - B 37 | se enseñan las cuatro manos | no puede |

      @opcion:al-contar
      Ejemplos: «al-contar»: la jugada sigue en la chica
        | fin   | resultado                                   | juego                              | manos                   | chica |
        | false | la jugada sigue y habla la mano en la chica | no consta el final de un juego | no se enseñan las manos | puede |

    @P8 @FEM-VII.2 @CONVENCION-fin-inmediato @CONVENCION-fin-al-contar
    Esquema del escenario: la negada del punto lleva a A a 40 antes del tanteo, en el que la grande en paso daría 40 a B — <resultado>
      Dado la regla "end_on_immediate_points" vale <fin>
      Y el marcador empieza en A 39 - B 39
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Co Cc 6e 4o |
        | 1       | Ro Rc 5e 4b |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Co Cc 6e 4o |
        | 1       | Ro Rc 5e 4b |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      # La grande la gana el asiento 1 (R R 5 4), la chica el 3 (1 1 4 5), los pares el 1 (reyes);
      # nadie tiene juego y el punto es del asiento 0 (C C 6 4 = 30). Todo va en paso hasta el punto.
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada del punto, 1 para A en el acto: 39 + 1 = 40; es el último lance, así que con las dos
      # opciones se acaba la jugada: los tantos del acto van antes que el tanteo y A es la primera en llegar.
      # La grande en paso de B (39 + 1 = 40) ya no se cuenta; contada en el orden de los lances, ganaría B.
      Entonces la pareja A se apunta 1 tanto de negada en punto
      Y no hay más tantos
      Y el lance de grande no se resuelve
      Y se enseñan las cuatro manos
      Y consta que termina un juego y lo gana la pareja A por tantos, con el marcador A 40 - B 39
      # cálculo: A llega a 40 y gana el juego: lleva 1
      Y la pareja A lleva 1 juego

      @opcion:en-el-acto
      Ejemplos: «en-el-acto»
        | fin  | resultado                            |
        | true | gana A: el juego acaba con la negada |

      @opcion:al-contar
      Ejemplos: «al-contar»
        | fin   | resultado                                                           |
        | false | gana A también: la jugada ya ha acabado y llegó antes que el tanteo |

  Regla: CONVENCION-fin-al-contar — con «al-contar» gana la primera pareja que llegó, aunque la otra acabe con más

    @P8 @opcion:al-contar @FEM-VII.2 @CONVENCION-fin-al-contar @CONVENCION-fin-inmediato @CONVENCION-envite-rechazado
    Escenario: con «al-contar», B pasa de 40 con la resubida no querida de la chica, pero gana A, que llegó antes con la negada de la grande
      Dado la regla "end_on_immediate_points" vale false
      Y el marcador empieza en A 39 - B 37
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
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de la grande: A 39 + 1 = 40, la primera pareja en el objetivo
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y la partida está en el lance de chica
      # Chica: habla el 0 y pasa; envida el 1 (2); sube el 2 «2 más» (4); sube el 3 «4 más» (8);
      # responden el 0 y su compañero, el 2, y ninguno quiere.
      Cuando el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 2 sube 2
      Y el asiento 3 sube 4
      Y el asiento 0 no quiere
      Y el asiento 2 no quiere
      # cálculo: la resubida de B no querida paga la apuesta de antes, 2 + 2 = 4, en el acto: B 37 + 4 = 41; en la chica no hay deje
      Entonces la pareja B se apunta 4 tantos de envite no querido en chica
      # cálculo: A 40, B 41: B tiene más tantos, pero A llegó antes
      Y el marcador es A 40 - B 41
      Y la partida sigue
      Cuando pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces se enseñan las cuatro manos
      # cálculo: el tanteo no añade nada, el objetivo ya se alcanzó: ni los pares de A ni el punto de B
      Y no hay más tantos
      Y el lance de pares no se resuelve
      Y consta que termina un juego y lo gana la pareja A por tantos, con el marcador A 40 - B 41
      Y la partida termina y gana la pareja A por tantos

    @P8 @opcion:al-contar @FEM-VII.2 @FEM-VI.6 @FEM-VII.12 @CONVENCION-fin-al-contar @CONVENCION-fin-inmediato
    Escenario: con «al-contar», el órdago que B gana en la chica después de la negada no le da el juego: ya era de A
      Dado la regla "end_on_immediate_points" vale false
      Y el marcador empieza en A 39 - B 20
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
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: negada de la grande: A 39 + 1 = 40
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Cuando el asiento 0 pasa
      Y el asiento 1 echa órdago
      Y el asiento 2 quiere
      # 1 1 4 5 del asiento 3 es la mejor chica: el lance es de B, pero el juego ya lo ganó A al llegar a 40.
      Entonces el lance de chica lo gana la pareja B con el asiento 3 por el órdago
      Y se enseñan las cuatro manos
      # cálculo: el órdago no apunta tantos y anula lo demás de la jugada: A 40 - B 20
      Y no hay más tantos
      Y consta que termina un juego y lo gana la pareja A por tantos, con el marcador A 40 - B 20
      Y la partida termina y gana la pareja A por tantos
