/** How the APIs spell the urls of their objects: the one place a path of /api/v1 is written. */

/** A v1 object's `resource_uri`: `/api/v1/<resource>/<id>/`. */
export const v1Uri = (resource: string, id: number | string) => `/api/v1/${resource}/${id}/`;
