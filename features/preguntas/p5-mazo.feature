# language: es
Característica: P5 — ¿qué se rebaraja cuando se acaba el mazo, y se ve cuántas cartas quedan?
  Pregunta P5, dos opciones sobre el mazo, cada una frente a «confirmar»:
  «rebarajar-solo-anteriores»: al acabarse el mazo solo vuelven las cartas tiradas en vueltas de
  mus anteriores, no las de esta (FEM III.15);
  «mazo-oculto»: nadie ve en lo que se le muestra cuántas cartas quedan en el mazo, aunque las cuentas de descartes y servicios, públicas, lo dejan deducir (FEM III.16).

  Regla: CONVENCION-rebarajar-descartes — al acabarse el mazo se rebarajan también, o no, los descartes de esta vuelta

    @P5 @CONVENCION-rebarajar-descartes @FEM-III.15
    Esquema del escenario: en la segunda vuelta de mus se acaba el mazo y, <qué se rebaraja>, se juntan <juntadas> cartas
      Dado la regla "reshuffle_includes_current_round" vale <incluye>
      # Los órdenes de descarte y de servicio deciden quién toma qué carta (se preguntan en p5-descartes).
      Y la regla "discard_order" vale "repartidor_primero"
      Y la regla "serve_order" vale "descarte"
      Y reparte el asiento 1
      Y las manos son:
        | asiento | cartas      |
        | 0       | 5o 6o 7o So |
        | 1       | 5c 6c 7c Sc |
        | 2       | 5e 6e 7e Se |
        | 3       | 5b 6b 7b Sb |
      Y el mazo sigue con "1o 2o 3o 4o 1c 2c 3c 4c 1e 2e 3e 4e 1b 2b 3b 4b Co Ro Cc Rc Ce Re Cb Rb"
      Y el siguiente barajado pone arriba "2o 1e 5c"
      # Reparte el 1 y es mano el 2: se descartan y se sirven el 1, el 0, el 3 y por último el 2.
      Cuando los cuatro dan mus empezando por el asiento 2
      Y el asiento 1 se descarta de "5c 6c 7c Sc"
      Y el asiento 0 se descarta de "5o 6o 7o So"
      Y el asiento 3 se descarta de "5b 6b 7b Sb"
      Y el asiento 2 se descarta de "5e 6e 7e Se"
      # Primera vuelta: 1 ← 1o 2o 3o 4o, 0 ← 1c 2c 3c 4c, 3 ← 1e 2e 3e 4e, 2 ← 1b 2b 3b 4b.
      # cálculo: 24 − 16 = 8 en el mazo; los 16 descartes (cincos, seises, sietes y sotas) quedan aparte
      Entonces quedan 8 cartas en el mazo
      Cuando los cuatro dan mus empezando por el asiento 2
      Y el asiento 1 se descarta de "1o 2o 3o 4o"
      Y el asiento 0 se descarta de "1c 2c 3c 4c"
      Y el asiento 3 se descarta de "1e 2e"
      Y el asiento 2 se descarta de "1b"
      # Segunda vuelta: 1 ← Co Ro Cc Rc y 0 ← Ce Re Cb Rb acaban el mazo; al 3 le faltan dos cartas.
      # Con true se juntan los 16 descartes de la primera vuelta y los 4 + 4 + 2 + 1 = 11 de esta,
      # también el 1e y el 2e del propio asiento 3: 27 cartas; con false, solo los 16.
      # El orden fijado de antemano pone arriba 2o 1e 5c y las demás en orden canónico; el nuevo mazo son
      # las cartas juntadas en ese orden: con false el 2o y el 1e, tirados en esta vuelta, no están.
      Entonces consta que los descartes forman un mazo nuevo de <juntadas> cartas
      Y consta que se barajan los descartes, y las cartas quedan en este orden: <orden>
      Y el asiento 1 recibe "Co Ro Cc Rc"
      Y el asiento 0 recibe "Ce Re Cb Rb"
      Y el asiento 3 recibe "<al 3>"
      Y el asiento 2 recibe "<al 2>"
      Y el asiento 3 tiene "<mano 3>"
      # cálculo: <juntadas> − 3 servidas = <quedan>
      Y quedan <quedan> cartas en el mazo

      @opcion:confirmar
      Ejemplos: confirmar (se rebarajan también los descartes de esta vuelta)
        | incluye | qué se rebaraja                                   | juntadas | orden                                                                                                                                         | al 3  | al 2 | mano 3      | quedan |
        | true    | rebarajando también los descartes de esta vuelta | 27       | "2o 1e 5c 1o 3o 4o 5o 6o 7o So 1c 2c 3c 4c 6c 7c Sc 2e 5e 6e 7e Se 1b 5b 6b 7b Sb" | 2o 1e | 5c   | 2o 1e 3e 4e | 24     |

      @opcion:rebarajar-solo-anteriores
      Ejemplos: rebarajar-solo-anteriores (solo los descartes de vueltas anteriores)
        | incluye | qué se rebaraja                                   | juntadas | orden                                                                             | al 3  | al 2 | mano 3      | quedan |
        | false   | rebarajando solo los de vueltas anteriores        | 16       | "5c 5o 6o 7o So 6c 7c Sc 5e 6e 7e Se 5b 6b 7b Sb" | 5c 5o | 6o   | 5c 5o 3e 4e | 13     |

  Regla: CONVENCION-mazo-visible — el número de cartas del mazo es público, salvo si la regla lo oculta

    @P5 @CONVENCION-mazo-visible @FEM-III.16
    Esquema del escenario: <con el mazo>, el tamaño del mazo <tras el reparto> tras el reparto y <tras servir> tras servir los descartes
      Dado la regla "stock_size_public" vale <público>
      # El orden de descarte decide quién tira primero (se pregunta en p5-descartes).
      Y la regla "discard_order" vale "repartidor_primero"
      Y reparte el asiento 2
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando empieza la partida
      # cálculo: 40 − 4 × 4 = 24 cartas en el mazo; con false no las ve nadie en la mesa
      Entonces para los cuatro asientos y el espectador el tamaño del mazo <tras el reparto>
      # Reparte el 2 y es mano el 3: se descartan el 2, el 1, el 0 y el 3.
      Cuando los cuatro dan mus empezando por el asiento 3
      Y el asiento 2 se descarta de "4o"
      Y el asiento 1 se descarta de "5o 7c"
      Y el asiento 0 se descarta de "1o 4c 6e"
      Y el asiento 3 se descarta de "5c 7e Co 1e"
      # Con las dos reglas las cuentas de lo servido son públicas: 1 + 2 + 3 + 4 = 10 cartas.
      Entonces consta que al asiento 2 le sirven 1 carta
      Y consta que al asiento 1 le sirven 2 cartas
      Y consta que al asiento 0 le sirven 3 cartas
      Y consta que al asiento 3 le sirven 4 cartas
      Y todos ven el número de cartas servidas a un asiento
      # cálculo: 24 − 10 = 14 cartas en el mazo, que cualquiera puede contar de los eventos públicos
      Y para los cuatro asientos y el espectador el tamaño del mazo <tras servir>

      @opcion:confirmar
      Ejemplos: confirmar (el tamaño del mazo se ve)
        | público | con el mazo            | tras el reparto | tras servir |
        | true    | con el mazo a la vista | es 24           | es 14       |

      @opcion:mazo-oculto
      Ejemplos: mazo-oculto (el tamaño del mazo no se ve)
        | público | con el mazo            | tras el reparto | tras servir   |
        | false   | con el mazo oculto     | no es visible   | no es visible |
