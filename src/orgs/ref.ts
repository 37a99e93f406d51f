/** The organization a piece of code works in, as much as rendering and writing its records need. */
export interface OrgRef {
  id: number;
  /** `/api/v2/orgs/{pk}` without a trailing slash. */
  base: string;
}
