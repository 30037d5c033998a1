package reference

import "reflect"

// clone returns a copy of an entry that shares no list with it: every
// slice inside it, however deep (a question's options and their
// settings), is copied, a nil one staying nil. The catalog hands out
// clones, so that a caller cannot change it through a list.
func clone[T Article | Convention | Question](v T) T {
	unshare(reflect.ValueOf(&v).Elem())
	return v
}

// unshare replaces every slice inside v, which must be settable, by a
// copy of its own.
func unshare(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			unshare(v.Field(i))
		}
	case reflect.Slice:
		if v.IsNil() {
			return
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		reflect.Copy(c, v)
		for i := 0; i < c.Len(); i++ {
			unshare(c.Index(i))
		}
		v.Set(c)
	}
}
