# language: es
Característica: P5 — ¿se confirma el deje?
  Pregunta P5, opción «sin-deje» (sin deje) frente a «confirmar» (con deje, la lectura literal
  de FEM VII.1, la de musfem por defecto). La misma jugada con las dos reglas: una subida no
  querida en pares paga lo querido antes de ella, y con deje un tanto más, en el acto. Lo demás de
  la jugada no cambia, así que el marcador final difiere exactamente en ese tanto.

  Regla: CONVENCION-deje — con deje la subida no querida en pares paga lo querido más un tanto; sin deje, solo lo querido

    @P5 @CONVENCION-deje @FEM-VII.1
    Esquema del escenario: envido, «2 más» y «4 más» en pares no queridos: <con o sin deje> la pareja A cobra en el acto <a_acto>
      Dado la regla "deje" vale <deje>
      # Al contar, los pares son de la pareja que envidó la última vez (lo que se pregunta aparte en p5-jugadas-tras-no-quiero).
      Y la regla "jugadas_tras_no_quiero" vale "ganador_del_lance"
      Y reparte el asiento 3
      Y las manos son:
        | asiento | cartas      |
        | 0       | Rc Ro 6e 4b |
        | 1       | Sc So 5o 4e |
        | 2       | Cb 7c 6c 1e |
        | 3       | 5b 5c 7b 4o |
      Y en la jugada siguiente reparte el asiento 0 y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
      Y pasan los asientos 0, 1, 2, 3
      Y pasan los asientos 0, 1, 2, 3
      # Pares: par de reyes (0), par de sotas (1), par de cincos (3); el asiento 2 no tiene.
      Entonces el lance de pares empieza con mano el asiento 0 y hablan los asientos 0, 1, 3
      Cuando el asiento 0 envida
      # Subidas que valen igual con «N más» y con el reenvido que dobla (raise_mode, P7): 2 + 2 = 4 y 4 + 4 = 8.
      Y el asiento 1 sube 2
      # Contesta el asiento 0: su compañero, el 2, no habla en pares.
      Y el asiento 0 sube 4
      Y el asiento 1 no quiere
      Y el asiento 3 no quiere
      Entonces consta que el asiento 3 no quiere a pares, y queda no querido
      # cálculo: lo querido antes de los «4 más»: el envido de 2 y los «2 más», 2 + 2 = 4, para A (la pareja que subió)
      Y la pareja A se apunta 4 tantos de envite no querido en pares
      # cálculo: el deje: con deje = true, 1 tanto más para A; con deje = false, ninguno (<deje_tantos>)
      Y la pareja A se apunta en total <deje_tantos> tantos de deje en pares
      # cálculo: A 0 + 4 + <deje_tantos> = <a_acto>; B 0
      Y el marcador es A <a_acto> - B 0
      # Nadie tiene juego (30, 29, 24 y 21): se juega el punto, y su último paso acaba la jugada.
      Cuando pasan los asientos 0, 1, 2, 3
      # cálculo: grande en paso: R R 6 4 (asiento 0) → A 1
      Entonces la pareja A se apunta 1 tanto de paso en grande
      # cálculo: chica en paso: 1 6 7 C (asiento 2), la única mano con as → A 1
      Y la pareja A se apunta 1 tanto de paso en chica
      Y el lance de pares lo gana la pareja A por el no quiero
      # cálculo: A cobra sus pares: par de reyes del asiento 0 = 1 (el asiento 2 no tiene pares)
      Y la pareja A se apunta 1 tanto de pares en pares por el asiento 0
      # cálculo: punto en paso: 10 + 10 + 6 + 4 = 30 del asiento 0 (29, 24 y 21 los demás) → A 1
      Y la pareja A se apunta 1 tanto de punto en punto
      Y no hay más tantos
      # cálculo: A <a_acto> + 1 + 1 + 1 + 1 = <a>; B 0
      Y el marcador es A <a> - B 0

      @opcion:confirmar
      Ejemplos: confirmar (con deje)
        | deje | con o sin deje | deje_tantos | a_acto | a |
        | true | con deje       | 1           | 5      | 9 |

      @opcion:sin-deje
      Ejemplos: sin-deje (sin deje)
        | deje  | con o sin deje | deje_tantos | a_acto | a |
        | false | sin deje       | 0           | 4      | 8 |
