package errtext

import (
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// File says in Spanish why a file or folder could not be opened, read,
// written or run, without the path (the caller names it): "no existe",
// "sin permiso", "es una carpeta, no un fichero"… It never returns the
// English text of err.
func File(err error) string {
	var errno syscall.Errno
	switch {
	case err == nil:
		return "sin error"
	case errors.Is(err, exec.ErrNotFound):
		return "no se encuentra el programa (ni en esa ruta ni en el PATH)"
	case errors.Is(err, exec.ErrWaitDelay):
		return "el programa ha terminado, pero un proceso que dejó en marcha sigue con su salida abierta"
	case errors.Is(err, exec.ErrDot):
		return "el programa está en la carpeta actual: escríbalo como ./programa"
	case errors.Is(err, fs.ErrNotExist):
		return "no existe"
	case errors.Is(err, fs.ErrPermission):
		return "sin permiso"
	case errors.Is(err, fs.ErrExist):
		return "ya existe"
	case errors.Is(err, fs.ErrClosed), errors.Is(err, os.ErrClosed):
		return "ya está cerrado (el fichero o la tubería)"
	case errors.As(err, &errno):
		if why, ok := errnoText[errno]; ok {
			return why
		}
		return "error del sistema n.º " + strconv.Itoa(int(errno))
	}
	return "error del sistema"
}

// errnoText says the usual system errors in Spanish.
var errnoText = map[syscall.Errno]string{
	syscall.EISDIR:       "es una carpeta, no un fichero",
	syscall.ENOTDIR:      "una parte de la ruta no es una carpeta",
	syscall.ENOSPC:       "no queda espacio en el disco",
	syscall.EROFS:        "el sistema de ficheros es de solo lectura",
	syscall.ENAMETOOLONG: "el nombre es demasiado largo",
	syscall.ELOOP:        "demasiados enlaces simbólicos encadenados",
	syscall.EMFILE:       "demasiados ficheros abiertos",
	syscall.ENFILE:       "demasiados ficheros abiertos en el sistema",
	syscall.EIO:          "error de entrada o salida del disco",
	syscall.ENOEXEC:      "no es un programa que este sistema sepa ejecutar",
	syscall.ETXTBSY:      "el fichero está en uso",
	syscall.EXDEV:        "no se puede mover entre dos sistemas de ficheros",
	syscall.ENOTEMPTY:    "la carpeta no está vacía",
	syscall.EBUSY:        "el fichero está ocupado",
	syscall.EINVAL:       "operación no válida para ese fichero",
	syscall.EPIPE:        "el otro extremo cerró la tubería",
	syscall.EFBIG:        "el fichero es demasiado grande",
}
