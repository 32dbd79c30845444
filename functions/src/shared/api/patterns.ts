// Id patterns without zod, so browser code can check ids without loading the schema library.
// Ids become Firestore document ids, where `__…__` is reserved, so that form is never a valid id.
export const UID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
