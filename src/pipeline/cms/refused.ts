/** A save the local CMS backend refuses, with the reason the CMS shows the editor (HTTP 422). */
export class SaveRefused extends Error {}
