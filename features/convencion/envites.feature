# language: es
Característica: Convenciones de los envites
  Las reglas de los envites que la FEM da por sabidas o deja a la mesa, cada una con su clave de
  configuración, y cómo las lee el motor: se habla de uno en uno, por turno; un órdago no se
  sube; la subida va «N más» o doblando, según la regla. Asientos 0-3; pareja A = 0 y 2, pareja
  B = 1 y 3; la mano es el siguiente al que reparte y se habla 0 → 1 → 2 → 3. Ocho reyes.

  Regla: CONVENCION-envite-minimo — «envido» son 2 tantos y «envido N» apuesta N, que no baja del envite mínimo

    @CONVENCION-envite-minimo
    Escenario: «envido» apuesta 2 tantos
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Cuando el asiento 0 envida
      Entonces consta que el asiento 0 envida 2 a la grande, y el envite queda en 2

    @CONVENCION-envite-minimo
    Escenario: «envido 7» apuesta 7 tantos y la subida puede llegar hasta el tope
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 7
      Entonces consta que el asiento 0 envida 7, y el envite queda en 7
      Y las acciones legales del asiento 1 son: querer, no querer, subir de 2 a 92 y echar órdago

    @CONVENCION-envite-minimo
    Escenario: un envite por debajo del mínimo se rechaza
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 intenta envidar 1
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (FEM-VIII.8)

    @CONVENCION-envite-minimo
    Escenario: con un envite mínimo de 3, el «envido» de 2 ya no vale
      Dado reparte el asiento 3
      Y la regla "min_bet" vale 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 3 a 99 y echar órdago
      Y el asiento 0 no puede envidar
      Y el asiento 0 puede envidar 3
      Cuando el asiento 0 intenta envidar
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (FEM-VIII.8)
      Cuando el asiento 0 envida 3
      Entonces consta que el asiento 0 envida 3, y el envite queda en 3

    @CONVENCION-envite-minimo
    Esquema del escenario: el envite mínimo se acuerda entre 1 y 10 tantos: <valor> vale y <fuera> no
      Dado la regla "min_bet" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "min_bet" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 1     | 0     |
        | 10    | 11    |

  Regla: CONVENCION-subida — se sube con «N más», y N no baja de la subida mínima; si se sube doblando, el reenvido dobla (P7)

    @CONVENCION-subida
    Escenario: «3 más» sobre el envido de 2 deja la apuesta en 5; subir menos de la subida mínima, 2, se rechaza
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
      Y el asiento 1 intenta subir 1
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (CONVENCION-subida)
      Cuando el asiento 1 sube 3
      Entonces consta que el asiento 1 sube 3 a la grande, y el envite queda en 5
      Y las acciones legales del asiento 2 son: querer, no querer, subir de 2 a 94 y echar órdago

    @CONVENCION-subida
    Escenario: con una subida mínima de 5, subir 4 se rechaza
      Dado reparte el asiento 3
      Y la regla "min_raise" vale 5
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Entonces las acciones legales del asiento 1 son: querer, no querer, subir de 5 a 97 y echar órdago
      Cuando el asiento 1 intenta subir 4
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (CONVENCION-subida)

    @CONVENCION-subida
    Esquema del escenario: si se sube <cómo>, la subida a un envido de <envite> va <rango>
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "<modo>"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida <envite>
      Entonces las acciones legales del asiento 1 son: querer, no querer, subir <rango> y echar órdago

      # «N más»: de la subida mínima, 2, al tope menos lo envidado, 99 − 4 = 95.
      # Doblando: exactamente lo envidado, 4 o 10 (el tope, 99, queda lejos).
      Ejemplos:
        | modo  | cómo        | envite | rango      |
        | mas   | con «N más» | 4      | de 2 a 95  |
        | doble | doblando    | 4      | de 4 a 4   |
        | doble | doblando    | 10     | de 10 a 10 |

    @CONVENCION-subida
    Escenario: si se sube doblando, hay que subir exactamente lo que hay, ni más ni menos
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "doble"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 4
      Y el asiento 1 intenta subir 5
      Entonces la acción se rechaza porque la cantidad pasa del tope (CONVENCION-subida)
      Cuando el asiento 1 intenta subir 3
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (CONVENCION-subida)
      Cuando el asiento 1 sube 4
      Entonces consta que el asiento 1 sube 4, y el envite queda en 8
      Y las acciones legales del asiento 2 son: querer, no querer, subir de 8 a 8 y echar órdago

    @CONVENCION-subida
    Escenario: con «N más», la subida mínima de 2 vale igual sobre un envido de 10 que sobre su resubida
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 10
      Y el asiento 1 intenta subir 1
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (CONVENCION-subida)
      Cuando el asiento 1 sube 2
      # cálculo: 10 + 2 = 12
      Entonces consta que el asiento 1 sube 2 a la grande, y el envite queda en 12
      Cuando el asiento 2 intenta subir 1
      Entonces la acción se rechaza porque la cantidad no llega al mínimo (CONVENCION-subida)
      # cálculo: de la subida mínima, 2, al tope menos lo envidado, 99 − 12 = 87
      Y las acciones legales del asiento 2 son: querer, no querer, subir de 2 a 87 y echar órdago

    @CONVENCION-subida @CONVENCION-tope-envite
    Escenario: con «N más», un envite de 35 subido 10 más queda en 45, y uno de 2 subido 12 más en 14
      Dado reparte el asiento 3
      Y la regla "quiero_singular" vale "cierra"
      Y la regla "raise_mode" vale "mas"
      Y la regla "max_bet" vale 99
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 35
      Entonces consta que el asiento 0 envida 35 a la grande, y el envite queda en 35
      Cuando el asiento 1 sube 10
      # cálculo: 35 + 10 = 45
      Entonces consta que el asiento 1 sube 10 a la grande, y el envite queda en 45
      Cuando el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 45 a la grande
      Cuando el asiento 0 envida
      Y el asiento 1 sube 12
      # cálculo: 2 + 12 = 14
      Entonces consta que el asiento 1 sube 12 a la chica, y el envite queda en 14
      Cuando el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 14 a la chica

    @CONVENCION-subida
    Esquema del escenario: la subida mínima se acuerda entre 1 y 10 tantos: <valor> vale y <fuera> no
      Dado la regla "min_raise" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "min_raise" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 1     | 0     |
        | 10    | 11    |

    @CONVENCION-subida @CONVENCION-tope-envite
    Escenario: con «N más», la subida mínima ha de caber bajo el tope después del envite mínimo
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y la regla "max_bet" vale 5
      Y la regla "min_raise" vale 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      # cálculo: el envido de 2 subido lo mínimo, 3 más, llega a 2 + 3 = 5, justo el tope
      Entonces las acciones legales del asiento 1 son: querer, no querer, subir de 3 a 3 y echar órdago
      # cálculo: con una subida mínima de 4, el envite mínimo subido llegaría a 2 + 4 = 6, más que el tope: no se podría subir nunca
      Y la regla "min_raise" no admite el valor 4 por CONVENCION-subida

  Regla: CONVENCION-tope-envite — ningún envite pasa del tope (99 por defecto); el órdago no tiene tope

    @CONVENCION-tope-envite
    Escenario: con el tope por defecto, 99, un envido de 100 se rechaza
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 intenta envidar 100
      Entonces la acción se rechaza porque la cantidad pasa del tope (CONVENCION-tope-envite)
      Cuando el asiento 0 envida 99
      Entonces consta que el asiento 0 envida 99, y el envite queda en 99
      Y las acciones legales del asiento 1 son: querer, no querer y echar órdago

    @CONVENCION-tope-envite
    Escenario: con un tope de 10, un envido de 9 ya no se puede subir, pero sí responder con órdago
      Dado reparte el asiento 3
      Y la regla "max_bet" vale 10
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 10 y echar órdago
      Y el asiento 0 puede envidar 10
      Y el asiento 0 no puede envidar 11
      Cuando el asiento 0 intenta envidar 11
      Entonces la acción se rechaza porque la cantidad pasa del tope (CONVENCION-tope-envite)
      Cuando el asiento 0 envida 9
      Entonces las acciones legales del asiento 1 son: querer, no querer y echar órdago
      Cuando el asiento 1 intenta subir 2
      Entonces la acción se rechaza porque la cantidad pasa del tope (CONVENCION-tope-envite)
      Cuando el asiento 1 echa órdago
      Entonces consta que el asiento 1 echa órdago a la grande

    @CONVENCION-tope-envite
    Escenario: un envido de 2 subido 97 más llega justo al tope de 99, y vale
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y la regla "max_bet" vale 99
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 sube 97
      # cálculo: 2 + 97 = 99, el tope
      Entonces consta que el asiento 1 sube 97 a la grande, y el envite queda en 99

    @CONVENCION-tope-envite
    Escenario: el tope no es lo que vale el juego: un envite de 40 se envida, se llega a él subiendo y se quiere
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
      Y el asiento 0 envida 40
      Entonces consta que el asiento 0 envida 40 a la grande, y el envite queda en 40
      Cuando el asiento 1 quiere
      Entonces consta que el asiento 1 quiere el envite de 40 a la grande
      Cuando el asiento 0 envida 30
      Y el asiento 1 sube 10
      # cálculo: 30 + 10 = 40
      Entonces consta que el asiento 1 sube 10 a la chica, y el envite queda en 40
      Cuando el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 40 a la chica

    @CONVENCION-tope-envite @CONVENCION-subida
    Esquema del escenario: si se sube doblando con un tope de 10, un envido de <envido> <se dobla>
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "doble"
      Y la regla "max_bet" vale 10
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida <envido>
      # cálculo: doblar un envido de 5 lo deja en 5 + 5 = 10, el tope; doblar uno de 6, en 6 + 6 = 12, más que el tope
      Entonces las acciones legales del asiento 1 son: <acciones>

      Ejemplos:
        | envido | se dobla                                | acciones                                         |
        | 5      | se puede doblar: queda justo en el tope | querer, no querer, subir de 5 a 5 y echar órdago |
        | 6      | ya no se dobla: pasaría del tope        | querer, no querer y echar órdago                 |

    @CONVENCION-tope-envite
    Esquema del escenario: el tope de un envite se acuerda entre 2 y 999 tantos: <valor> vale y <fuera> no
      Dado la regla "max_bet" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "max_bet" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 2     | 1     |
        | 999   | 1000  |

    @CONVENCION-tope-envite
    Escenario: aunque el envite mínimo sea de un tanto, el tope no baja de 2
      Dado la regla "min_bet" vale 1
      Entonces la regla "max_bet" no admite el valor 1

  Regla: CONVENCION-negada — quien no quiere el primer envite de un lance da la negada (un tanto por defecto), en el acto

    @CONVENCION-negada
    Escenario: la negada por defecto es un tanto, en el acto
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 5
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: envido de 5 no querido: la negada es 1, no los 5 envidados
      Entonces la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      # cálculo: A 0 + 1 = 1
      Y el marcador es A 1 - B 0

    @CONVENCION-negada
    Escenario: si la negada vale dos tantos, quien no quiere da dos
      Dado reparte el asiento 3
      Y la regla "negada_points" vale 2
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
      # cálculo: negada = negada_points = 2 para A, en el acto
      Entonces la pareja A se apunta 2 tantos de negada en grande
      Y no hay más tantos
      # cálculo: A 0 + 2 = 2
      Y el marcador es A 2 - B 0

    @CONVENCION-negada
    Escenario: un órdago no querido como primer envite también paga la negada
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 echa órdago
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      Entonces consta que el asiento 3 no quiere, y queda no querido
      # cálculo: órdago no querido, primer envite de la grande: negada = 1 para A
      Y la pareja A se apunta 1 tanto de negada en grande
      Y no hay más tantos
      Y la partida sigue
      Y la partida está en el lance de chica

    @CONVENCION-negada
    Esquema del escenario: la negada vale de 0 a 10 tantos, según se acuerde: <valor> vale y <fuera> no
      Dado la regla "negada_points" vale <valor>
      Cuando empieza la partida
      Entonces la partida está en el mus
      Y la regla "negada_points" no admite el valor <fuera>

      Ejemplos:
        | valor | fuera |
        | 0     | -1    |
        | 10    | 11    |

  Regla: CONVENCION-envite-rechazado — una subida no querida paga lo querido antes de ella, en el acto

    @CONVENCION-envite-rechazado
    Escenario: envido, «5 más» y «10 más» no querido: la pareja que subió cobra 7
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
      Entonces consta que el asiento 2 sube 10, y el envite queda en 17
      Y habla el asiento 3
      Cuando el asiento 3 no quiere
      Y el asiento 1 no quiere
      Entonces consta que el asiento 1 no quiere, y queda no querido
      # cálculo: lo querido antes de los «10 más» es 2 + 5 = 7, para A (la pareja que subió); en grande no hay deje
      Y la pareja A se apunta 7 tantos de envite no querido en grande
      Y no hay más tantos
      # cálculo: A 0 + 7 = 7
      Y el marcador es A 7 - B 0

  Regla: CONVENCION-deje — en pares, juego y punto la subida no querida paga un tanto más (se juega con deje por defecto)

    @CONVENCION-deje
    Escenario: en pares, con deje, la subida no querida paga lo querido más un tanto
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
      Entonces habla el asiento 0
      Cuando el asiento 0 no quiere
      Entonces consta que el asiento 0 no quiere a pares, y queda no querido
      # cálculo: lo querido antes de la subida, el envido de 2, para B
      Y la pareja B se apunta 2 tantos de envite no querido en pares
      # cálculo: más el deje de pares, 1
      Y la pareja B se apunta 1 tanto de deje en pares
      Y no hay más tantos
      # cálculo: B 2 + 1 = 3
      Y el marcador es A 0 - B 3

    @CONVENCION-deje
    Escenario: en pares, sin deje, la subida no querida paga solo lo querido
      Dado reparte el asiento 3
      Y la regla "deje" vale false
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
      # cálculo: lo querido antes de la subida, el envido de 2, para B; sin deje
      Entonces la pareja B se apunta 2 tantos de envite no querido en pares
      Y no hay más tantos
      # cálculo: B 0 + 2 = 2
      Y el marcador es A 0 - B 2

    @CONVENCION-deje
    Escenario: en juego, con deje, la subida no querida paga lo querido más un tanto
      Dado reparte el asiento 3
      Y la regla "deje" vale true
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co 7o 4o |
        | 1       | Rc Cc 6c 5c |
        | 2       | Re Se 6e 4e |
        | 3       | Rb Cb Sb 2b |
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
      Cuando el asiento 0 envida
      Y el asiento 1 sube 2
      Y el asiento 0 no quiere
      Entonces consta que el asiento 0 no quiere a juego, y queda no querido
      # cálculo: lo querido antes de la subida, 2, para B
      Y la pareja B se apunta 2 tantos de envite no querido en juego
      # cálculo: más el deje de juego, 1
      Y la pareja B se apunta 1 tanto de deje en juego
      # cálculo: grande en paso: R C S 2 (asiento 3) gana a R C 7 4 (0) en la tercera carta → B 1
      Y la pareja B se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: el 2 (as) del asiento 3 es la carta más baja → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: juego no querido, de B: 31 del asiento 1 = 3
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 1
      # cálculo: y 31 del asiento 3 = 3
      Y la pareja B se apunta 3 tantos de juego en juego por el asiento 3
      Y no hay más tantos
      # cálculo: B 2 + 1 + 1 + 1 + 3 + 3 = 11; A 0
      Y el marcador es A 0 - B 11

    @CONVENCION-deje
    Escenario: en el punto, con deje, la subida no querida paga lo querido más un tanto
      Dado reparte el asiento 3
      Y la regla "deje" vale true
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
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Entonces la partida está en el lance de punto
      Cuando el asiento 0 envida
      Y el asiento 1 sube 2
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: lo querido antes de la subida, 2, para B
      Entonces la pareja B se apunta 2 tantos de envite no querido en punto
      # cálculo: más el deje del punto, 1
      Y la pareja B se apunta 1 tanto de deje en punto
      # cálculo: grande en paso: R R 5 4 (asiento 0) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 1 4 5 (asiento 3) → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      # cálculo: pares en paso: par de reyes (asiento 0) → A 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto no querido, de B (la última subida): punto = 1
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 = 2; B 2 + 1 + 1 + 1 = 5
      Y el marcador es A 2 - B 5

    @CONVENCION-deje
    Escenario: en grande y en chica no hay deje aunque se juegue con deje
      Dado reparte el asiento 3
      Y la regla "deje" vale true
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
      # cálculo: grande: lo querido antes de la subida, 2, para B; sin deje
      Entonces la pareja B se apunta 2 tantos de envite no querido en grande
      Cuando el asiento 0 envida
      Y el asiento 1 sube 2
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: chica: lo querido antes de la subida, 2, para B; sin deje
      Entonces la pareja B se apunta 2 tantos de envite no querido en chica
      Y no hay más tantos
      # cálculo: B 2 + 2 = 4
      Y el marcador es A 0 - B 4
      Y la partida está en el lance de pares

  Regla: CONVENCION-ordago-respuesta — se puede responder a un envite con un órdago, y el órdago no se sube

    @CONVENCION-ordago-respuesta
    Escenario: un órdago que responde a un envido de 5 no se puede subir y, no querido, cobra los 5
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida 5
      Y el asiento 1 echa órdago
      Entonces consta que el asiento 1 echa órdago a la grande
      Y las acciones legales del asiento 2 son: querer y no querer
      Cuando el asiento 2 intenta subir 2
      Entonces la acción se rechaza porque un órdago no se sube (CONVENCION-ordago-respuesta)
      Cuando el asiento 2 intenta echar órdago
      Entonces la acción se rechaza porque un órdago no se sube (CONVENCION-ordago-respuesta)
      Cuando el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: el órdago respondía al envido de 5: B cobra 5; en grande no hay deje
      Entonces la pareja B se apunta 5 tantos de envite no querido en grande
      Y no hay más tantos
      # cálculo: B 0 + 5 = 5
      Y el marcador es A 0 - B 5
      Y la partida sigue

    @CONVENCION-ordago-respuesta @CONVENCION-deje
    Escenario: en pares, el órdago de respuesta no querido cobra el envite al que respondía más el deje
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
      # cálculo: el órdago respondía al envido de 2: B cobra 2
      Entonces la pareja B se apunta 2 tantos de envite no querido en pares
      # cálculo: más el deje de pares, 1
      Y la pareja B se apunta 1 tanto de deje en pares
      Y no hay más tantos
      # cálculo: B 2 + 1 = 3
      Y el marcador es A 0 - B 3

  Regla: CONVENCION-turnos-secuenciales — la palabra es de un solo asiento a la vez

    @CONVENCION-turnos-secuenciales
    Escenario: en cada momento solo un asiento tiene acciones legales
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Entonces las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago
      Y el asiento 1 no tiene acciones legales
      Y el asiento 2 no tiene acciones legales
      Y el asiento 3 no tiene acciones legales
      Cuando el asiento 0 pasa
      Entonces las acciones legales del asiento 1 son: pasar, envidar de 2 a 99 y echar órdago
      Y el asiento 0 no tiene acciones legales
      Y el asiento 2 no tiene acciones legales
      Y el asiento 3 no tiene acciones legales
      Cuando el asiento 1 envida
      Entonces las acciones legales del asiento 2 son: querer, no querer, subir de 2 a 97 y echar órdago
      Y el asiento 0 no tiene acciones legales
      Y el asiento 1 no tiene acciones legales
      Y el asiento 3 no tiene acciones legales

    @CONVENCION-turnos-secuenciales
    Escenario: ante el envite del postre contesta primero la mano y después su compañero
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2
      Y el asiento 3 envida
      Entonces habla el asiento 0
      Cuando el asiento 0 no quiere
      Entonces habla el asiento 2
      Cuando el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 2 a la grande

  Regla: CONVENCION-quiero-cierra — por defecto el primer quiero de un asiento cierra la apuesta para toda su pareja, se diga en singular o en plural; así aparta FEM-VI.3, que deja al compañero del que quiere corregirle y subir

    @CONVENCION-quiero-cierra @FEM-VI.3
    Escenario: cuando los contrarios han subido, el quiero del compañero del que envidó cierra la grande: el que envidó ya no vuelve a subir
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
      Y el asiento 1 sube 2
      Y el asiento 2 quiere
      Entonces consta que el asiento 2 quiere el envite de 4 a la grande
      # El asiento 0, compañero del que quiere, no vuelve a hablar en la grande: empieza la chica,
      # y la abre él como mano, sin ningún envite pendiente.
      Y la partida está en el lance de chica
      Y las acciones legales del asiento 0 son: pasar, envidar de 2 a 99 y echar órdago

  Regla: CONVENCION-postre-33 — el postre con la jugada mínima ante un órdago: con «off» (por defecto) musfem rechaza la aceptación que el Reglamento prohíbe o anula; con «penalizar» la admite y aplica las penalizaciones (FEM-VI.11, VI.12 y VI.24)

    @CONVENCION-postre-33
    Escenario: con «off» (por defecto) el quiero del postre con 33 se rechaza
      Dado reparte el asiento 3
      Y la regla "ordago_postre_penalties" vale "off"
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
      Entonces las acciones legales del asiento 3 son: no querer
      Cuando el asiento 3 intenta querer
      Entonces la acción se rechaza porque el postre con 33 no puede querer a secas un órdago a juego (FEM-VI.9)

    @CONVENCION-postre-33
    Escenario: con «penalizar» el quiero del postre con 33 se admite y el órdago es nulo al enseñar
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
      Y el asiento 0 echa órdago
      Entonces las acciones legales del asiento 3 son: querer y no querer
      Cuando el asiento 3 quiere
      Entonces consta que el asiento 3 quiere el órdago a juego, a secas
      Y el lance de juego lo gana la pareja A por órdago nulo
      Y la partida sigue

    @CONVENCION-postre-33 @FEM-VI.9
    Escenario: con «off» no se anula nada al enseñar: el órdago a juego que quiere el compañero del postre, con 33 en las dos manos, se juega
      Dado reparte el asiento 3
      Y la regla "games_to_win" vale 1
      Y la regla "ordago_postre_penalties" vale "off"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Co Sc 1o |
        | 1       | Re Ce 7e 6e |
        | 2       | 4c 5c 6c 7c |
        | 3       | Rb Cb 7b 6b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: juego: asiento 0 con 10 + 10 + 10 + 1 = 31, asientos 1 y 3 con 10 + 10 + 7 + 6 = 33; el 2 no tiene (22)
      Entonces el lance de juego empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 echa órdago
      Y el asiento 1 quiere
      # cálculo: la 31 del asiento 0 gana a los 33
      Entonces el lance de juego lo gana la pareja A con el asiento 0 por el órdago
      Y la partida termina y gana la pareja A por órdago
      Y no hay más tantos

  Regla: CONVENCION-jugadas-tras-no-quiero — tras un no quiero, la pareja que envidó cobra sus propias jugadas

    @CONVENCION-jugadas-tras-no-quiero
    Escenario: los pares no queridos son de la pareja que envidó, que cobra sus pares aunque los contrarios tengan duples
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc So Sc |
        | 2       | 7o 7c 6b 1e |
        | 3       | 4o 4c 6c 7e |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Cuando el asiento 0 envida
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      # cálculo: primer envite de pares no querido: negada = 1 para A, en el acto
      Entonces la pareja A se apunta 1 tanto de negada en pares
      # cálculo: grande en paso: R R 5 4 (asiento 0) → A 1
      Y la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 6 7 7 (asiento 2), la única con as → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja A por el no quiero
      # cálculo: A cobra sus pares: par de reyes del asiento 0 = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: y par de sietes del asiento 2 = 1; los duples del asiento 1 no cobran
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 2
      Y el lance de juego lo gana la pareja B por no tener rival
      # cálculo: solo el asiento 1 tiene juego (40): B lo cobra sin lance, 2
      Y la pareja B se apunta 2 tantos de juego en juego por el asiento 1
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 + 1 + 1 = 5; B 2
      Y el marcador es A 5 - B 2

    @CONVENCION-jugadas-tras-no-quiero
    Escenario: aunque las jugadas vayan a la mejor tras un no quiero, la grande no querida es de la pareja que envidó
      Dado reparte el asiento 3
      Y la regla "jugadas_tras_no_quiero" vale "mejor_jugada"
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
      Y el asiento 0 pasa
      Y el asiento 1 envida
      Y el asiento 2 no quiere
      Y el asiento 0 no quiere
      # cálculo: primer envite de grande no querido: negada = 1 para B, en el acto
      Entonces la pareja B se apunta 1 tanto de negada en grande
      Cuando pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 3
      Y pasan los asientos 0, 1, 2, 3
      # cálculo: la mejor grande es R R 5 4 (asiento 0, A), pero la grande no se quiso: es de B, que envidó
      Entonces el lance de grande lo gana la pareja B por el no quiero

  Regla: CONVENCION-declaracion-pares-juego — antes de pares y antes de juego cada jugador dice en público «sí» o «no», por turno desde la mano; ningún artículo lo manda, pero el Reglamento lo da por hecho (FEM-VI.12, FEM-IX.1), y en musfem lo dice el motor por cada asiento según sus naipes

    @CONVENCION-declaracion-pares-juego
    Escenario: las declaraciones de pares y de juego son públicas y van en orden desde la mano
      Dado reparte el asiento 0
      Y la regla "signals_enabled" vale false
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
      Entonces consta, en este orden y nada más: un paso, la declaración de pares de un asiento (4 veces) y el comienzo de un lance
      Y los asientos declaran pares en orden: 1 sí, 2 no, 3 sí, 0 sí
      Y todos ven la declaración de pares de un asiento
      Y el lance de pares empieza con mano el asiento 1 y hablan los asientos 1, 3, 0
      Cuando pasan los asientos 1, 3, 0
      Entonces los asientos declaran juego en orden: 1 sí, 2 no, 3 no, 0 no
      Y todos ven la declaración de juego de un asiento
      Y todos ven el comienzo de un lance

    # No fija signals_enabled: con señas o sin ellas, las declaraciones son las mismas y en el
    # mismo orden (las señas no son declaraciones, FEM VIII).
    @CONVENCION-declaracion-pares-juego
    Escenario: con señas o sin ellas, cada jugador declara pares y juego en su turno desde la mano, a la vista de todos
      Dado reparte el asiento 2
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 7o 4c |
        | 1       | Ce Cc 5e 4e |
        | 2       | 1o 6e Sb 7b |
        | 3       | Rb Sc 5o 6c |
      Cuando el asiento 3 corta el mus
      Y pasan los asientos 3, 0, 1, 2
      Y pasan los asientos 3, 0, 1, 2
      # pares: 3 no (R S 5 6), 0 sí (R R), 1 sí (C C), 2 no (1 6 S 7); se declara desde la mano, el 3
      Entonces los asientos declaran pares en orden: 3 no, 0 sí, 1 sí, 2 no
      Y todos ven la declaración de pares de un asiento
      Y el asiento 2 declara que no tiene pares
      Y el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1
      Cuando pasan los asientos 0, 1
      # juego: 3 con 10 + 10 + 5 + 6 = 31 sí; 0 con 10 + 10 + 7 + 4 = 31 sí; 1 con 10 + 10 + 5 + 4 = 29 no; 2 con 1 + 6 + 10 + 7 = 24 no
      Entonces los asientos declaran juego en orden: 3 sí, 0 sí, 1 no, 2 no
      Y todos ven la declaración de juego de un asiento
      Y el lance de juego empieza con mano el asiento 3 y hablan los asientos 3, 0

  Regla: CONVENCION-lance-una-pareja — si solo una pareja tiene pares, no hay lance y esa pareja cobra al contar

    @CONVENCION-lance-una-pareja
    Escenario: solo la pareja A tiene pares: no se juegan y A los cobra al contar
      Dado reparte el asiento 3
      Y la regla "signals_enabled" vale false
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co 7c 6e 4o |
        | 2       | So Sc 6b 1o |
        | 3       | 1c 4e 5c 7b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      Entonces consta, en este orden y nada más: un paso, la declaración de pares de un asiento (4 veces), la declaración de juego de un asiento (4 veces) y el comienzo de un lance
      Y el lance de pares no se juega
      Y el lance de punto empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Cuando pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso: R R 5 4 (asiento 0) → A 1
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 7 (asiento 3) gana a 1 6 S S (2) en la segunda carta → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja A por no tener rival
      # cálculo: A cobra sus pares: par de reyes del asiento 0 = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: y par de sotas del asiento 2 = 1
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 2
      # cálculo: nadie tiene juego; punto en paso: 29 (asiento 0) → A 1
      Y la pareja A se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1 + 1 + 1 + 1 = 4; B 1
      Y el marcador es A 4 - B 1

    # No fija signals_enabled: con señas o sin ellas, el lance de una sola pareja no se juega.
    @CONVENCION-lance-una-pareja
    Escenario: con señas o sin ellas, solo la pareja B tiene pares: no se juegan y B los cobra al contar
      Dado reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Cc 5e 4b |
        | 1       | Co Cb 6e 4o |
        | 2       | So 7c 6b 1o |
        | 3       | 1c 4e 5c 7b |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | 4o 5o 6o 7o |
        | 1       | 4c 5c 6c 7c |
        | 2       | 4e 5e 6e 7e |
        | 3       | 4b 5b 6b 7b |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # pares: solo el asiento 1 (C C); juego: nadie (29, 30, 24 y 17)
      Entonces el asiento 1 declara que tiene pares
      Y el asiento 3 declara que no tiene pares
      Y el lance de pares no se juega
      Y el lance de punto empieza con mano el asiento 0 y hablan los asientos 0, 1, 2, 3
      Cuando pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso: R C 5 4 (asiento 0) → A 1
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 4 5 7 (asiento 3) gana a 1 6 7 S (2) en la segunda carta → B 1
      Y la pareja B se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja B por no tener rival
      # cálculo: B cobra sus pares: par de caballos del asiento 1 = 1
      Y la pareja B se apunta 1 tanto de pares en pares por el asiento 1
      # cálculo: punto en paso: 30 (asiento 1: 10 + 10 + 6 + 4) gana a 29 (0), 24 (2) y 17 (3) → B 1
      Y la pareja B se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A 1; B 1 + 1 + 1 = 3
      Y el marcador es A 1 - B 3
