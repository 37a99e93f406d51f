/**
 * The organization a piece of code works in, as much as rendering and writing its records need: its id (the urls
 * of its objects are spelled by src/core/urls.ts from ids).
 */
export interface OrgRef {
  id: number;
}
