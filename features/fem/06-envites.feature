# language: es
@FEM-VI
Característica: Capítulo VI — De los envites

  Antecedentes:
    Dado reparte el asiento 3
    Y las manos son:
      | asiento | cartas      |
      | 0       | Ro Rc 5e 4b |
      | 1       | Co Cc 6e 4o |
      | 2       | So 7c 6b 5o |
      | 3       | 1o 1c 4e 5c |

  Regla: FEM-VI.4 — si un rival quiere y su compañero no, vale el quiero

    @FEM-VI.4
    Escenario: el primer rival no quiere y la palabra pasa a su compañero, que quiere
      Cuando el asiento 0 corta el mus
      Y el asiento 0 envida
      Y el asiento 1 no quiere
      Entonces se emite el evento BetRejected con seat=1, final=false
      Y habla el asiento 3
      Cuando el asiento 3 quiere
      Entonces se emite el evento BetAccepted con seat=3, total=2
      Y el marcador es A 0 - B 0
