# language: es
Característica: P5 — ¿quién se descarta primero, en qué orden se sirve y se puede ir servido?
  Pregunta P5, tres opciones sobre los descartes, cada una frente a «confirmar»:
  «mano-descarta-primero»: se descarta primero la mano y el último el postre, al revés que
  FEM III.11, y, como se sirve en el orden del descarte, se sirve también en ese orden;
  «servir-en-orden-de-reparto»: se descarta como dice FEM III.11 pero se sirve empezando por la
  mano, como al repartir (FEM III.2);
  «servido»: quien ha pedido mus puede quedarse con sus cuatro cartas.
  Con el mismo mazo, el orden de servicio decide quién se lleva las cartas de arriba.

  Regla: CONVENCION-orden-descarte — se descarta del postre a la mano, o de la mano al postre; se sirve en el orden del descarte o en el del reparto

    @P5 @CONVENCION-orden-descarte @CONVENCION-orden-servicio @FEM-III.11 @FEM-III.2
    Esquema del escenario: si se descarta primero <primero en descartarse> y se sirve en el orden del <servicio>, se descartan <orden descarte> y se sirven <orden servicio>
      Dado la regla "discard_order" vale "<descarte>"
      Y la regla "serve_order" vale "<servicio>"
      Y reparte el asiento 0
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc Re 3o 3c 3e 7o So Sc 1c"
      # Reparte el 0 y es mano el 1.
      Cuando los cuatro dan mus empezando por el asiento 1
      Entonces habla el asiento <primero>
      Cuando el asiento <otro> intenta descartarse de "<cartas del otro>"
      Entonces la acción se rechaza porque no le toca hablar (FEM-III.11)
      # Cada asiento tira siempre las mismas: el 0 una (Sb), el 1 cuatro, el 2 dos y el 3 tres.
      Cuando el asiento <d1> se descarta de "<c1>"
      Y el asiento <d2> se descarta de "<c2>"
      Y el asiento <d3> se descarta de "<c3>"
      Y el asiento <d4> se descarta de "<c4>"
      Entonces se descartan en orden los asientos <orden descarte>
      Y se sirven en orden los asientos <orden servicio>
      # Cada uno toma de una vez sus cartas de lo alto del mazo (Ro Rc Re 3o 3c 3e 7o So Sc 1c).
      # Servidos en el orden 0, 3, 2, 1: 0 ← Ro, 3 ← Rc Re 3o, 2 ← 3c 3e, 1 ← 7o So Sc 1c.
      # Servidos en el orden 1, 2, 3, 0: 1 ← Ro Rc Re 3o, 2 ← 3c 3e, 3 ← 7o So Sc, 0 ← 1c.
      Y el asiento 0 recibe "<al 0>"
      Y el asiento 1 recibe "<al 1>"
      Y el asiento 2 recibe "<al 2>"
      Y el asiento 3 recibe "<al 3>"
      # cálculo: 24 − (1 + 4 + 2 + 3) = 14
      Y quedan 14 cartas en el mazo
      Y la partida está en el mus
      Y habla el asiento 1

      @opcion:confirmar
      Ejemplos: confirmar (el postre se descarta primero y se sirve en el orden del descarte)
        | descarte           | primero en descartarse | servicio | orden descarte | orden servicio | primero | otro | cartas del otro | d1 | c1 | d2 | c2       | d3 | c3    | d4 | c4          | al 0 | al 1        | al 2  | al 3     |
        | repartidor_primero | el postre              | descarte | 0, 3, 2, 1     | 0, 3, 2, 1     | 0       | 1    | 5o 7c Ce 2b     | 0  | Sb | 3  | 5c 7e Co | 2  | 4o 6c | 1  | 5o 7c Ce 2b | Ro   | 7o So Sc 1c | 3c 3e | Rc Re 3o |

      @opcion:mano-descarta-primero
      Ejemplos: mano-descarta-primero (la mano se descarta primero y se sirve en el orden del descarte)
        | descarte     | primero en descartarse | servicio | orden descarte | orden servicio | primero | otro | cartas del otro | d1 | c1          | d2 | c2    | d3 | c3       | d4 | c4 | al 0 | al 1        | al 2  | al 3     |
        | mano_primero | la mano                | descarte | 1, 2, 3, 0     | 1, 2, 3, 0     | 1       | 0    | Sb              | 1  | 5o 7c Ce 2b | 2  | 4o 6c | 3  | 5c 7e Co | 0  | Sb | 1c   | Ro Rc Re 3o | 3c 3e | 7o So Sc |

      @opcion:servir-en-orden-de-reparto
      Ejemplos: servir-en-orden-de-reparto (el postre se descarta primero y se sirve desde la mano)
        | descarte           | primero en descartarse | servicio | orden descarte | orden servicio | primero | otro | cartas del otro | d1 | c1 | d2 | c2       | d3 | c3    | d4 | c4          | al 0 | al 1        | al 2  | al 3     |
        | repartidor_primero | el postre              | reparto  | 0, 3, 2, 1     | 1, 2, 3, 0     | 0       | 1    | 5o 7c Ce 2b     | 0  | Sb | 3  | 5c 7e Co | 2  | 4o 6c | 1  | 5o 7c Ce 2b | 1c   | Ro Rc Re 3o | 3c 3e | 7o So Sc |

  Regla: CONVENCION-descarte — cada uno se descarta de un mínimo a un máximo de cartas; con un mínimo de 0 se puede ir servido

    @P5 @CONVENCION-descarte @FEM-III.11
    Esquema del escenario: con un descarte mínimo de <mínimo>, descartarse de ninguna carta <resultado>
      Dado la regla "min_discard" vale <mínimo>
      Y la regla "discard_order" vale "repartidor_primero"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Cuando los cuatro dan mus empezando por el asiento 0
      Entonces habla el asiento 3
      Y las acciones legales del asiento 3 son: descartarse de <mínimo> a 4 cartas
      Cuando el asiento 3 intenta descartarse de ""
      Entonces la acción <resultado>
      # Con 1 el asiento 3 sigue teniendo que descartarse; con 0 se ha quedado servido y sigue el 2.
      Y habla el asiento <habla>
      Y el asiento 3 tiene "5c 7e Co 1e"

      @opcion:confirmar
      Ejemplos: confirmar (hay que descartarse de al menos una carta)
        | mínimo | resultado                                            | habla |
        | 1      | se rechaza porque no puede descartarse de ese número de cartas (CONVENCION-descarte) | 3     |

      @opcion:servido
      Ejemplos: servido (se puede no descartarse de ninguna)
        | mínimo | resultado | habla |
        | 0      | se acepta | 2     |

    @P5 @CONVENCION-descarte @FEM-III.11 @opcion:servido
    Escenario: con un descarte mínimo de 0 el postre se queda servido: no recibe ninguna carta y el mazo solo sirve a los otros tres
      Dado la regla "min_discard" vale 0
      # Los órdenes de descarte y de servicio deciden quién toma qué carta (la regla de arriba).
      Y la regla "discard_order" vale "repartidor_primero"
      Y la regla "serve_order" vale "descarte"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | 1o 4c 6e Sb |
        | 1       | 5o 7c Ce 2b |
        | 2       | 4o 6c Se Rb |
        | 3       | 5c 7e Co 1e |
      Y el mazo sigue con "Ro Rc 3o 2o 1c 2c 6o 7o So Sc"
      Cuando los cuatro dan mus empezando por el asiento 0
      Y el asiento 3 se descarta de ""
      Entonces consta que el asiento 3 se descarta de 0 cartas
      Cuando el asiento 2 se descarta de "Rb"
      Y el asiento 1 se descarta de "5o 7c"
      Y el asiento 0 se descarta de "1o 4c 6e"
      # Se sirve 3, 2, 1, 0: el 3 no tiró nada y no recibe nada; 2 ← Ro, 1 ← Rc 3o, 0 ← 2o 1c 2c.
      Entonces consta que al asiento 3 le sirven 0 cartas
      Y consta que al asiento 3 le sirven ""
      Y el asiento 3 recibe ""
      Y el asiento 2 recibe "Ro"
      Y el asiento 1 recibe "Rc 3o"
      Y el asiento 0 recibe "2o 1c 2c"
      Y el asiento 3 tiene "5c 7e Co 1e"
      # cálculo: 24 − (0 + 1 + 2 + 3) = 18
      Y quedan 18 cartas en el mazo
      Y la partida está en el mus
      Y habla el asiento 0
