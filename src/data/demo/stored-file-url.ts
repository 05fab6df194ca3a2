/** The demo keeps uploaded files as Blobs; their URLs carry this prefix and the file's id. */
export const STORED_FILE_PREFIX = 'stored-file:';
