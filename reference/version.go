package reference

// Version is the version of the catalog's ids and kinds. It rises when an
// id is renamed or removed or a kind changes; reports record it.
const Version = 1
