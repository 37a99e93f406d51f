// Generated from the Boxline v2 OpenAPI document by openapi-typescript: do not edit.
// Regenerate with `npm run client:generate` (clients/typescript/README.md).

export interface paths {
    "/api/v1/boxes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List boxes (v1)
         * @description `order=<id>` lists one order's boxes. Default limit 20.
         */
        get: operations["listV1Boxes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/boxes/{box_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a box (v1) */
        get: operations["getV1Box"];
        /**
         * Change a box (v1; PUT behaves as PATCH)
         * @description Weights in grams, lengths in metres, money in `charges`. Items named by `resource_uri` or `id` are updated, the others added; those not sent stay. Answers 202 with the box as GET shows it.
         */
        put: operations["replaceV1Box"];
        post?: never;
        /** Delete a box with its items (v1) */
        delete: operations["deleteV1Box"];
        options?: never;
        head?: never;
        /**
         * Change a box (v1, partial)
         * @description Weights in grams, lengths in metres, money in `charges`. Items named by `resource_uri` or `id` are updated, the others added; those not sent stay. Answers 202 with the box as GET shows it.
         */
        patch: operations["updateV1Box"];
        trace?: never;
    };
    "/api/v1/boxes/{box_pk}/items/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the items of a box (v1) */
        get: operations["listV1BoxItems"];
        put?: never;
        /**
         * Add an item to this box (v1)
         * @description Answers 201 with `Location`.
         */
        post: operations["createV1BoxItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company_address/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List company addresses (v1)
         * @description Default limit 20.
         */
        get: operations["listV1CompanyAddress"];
        put?: never;
        /**
         * Create the company address (v1)
         * @description 400 for a company uri that does not exist; 409 when the company has an address.
         */
        post: operations["createV1CompanyAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company_address/{company_address_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a company address (v1) */
        get: operations["getV1CompanyAddress"];
        /**
         * Update the company address, or create it with this id (v1)
         * @description 200 updated, 201 created; 409 when the company has another address.
         */
        put: operations["replaceV1CompanyAddress"];
        post?: never;
        /** Delete the company address (v1) */
        delete: operations["deleteV1CompanyAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company_license_keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List license keys (v1)
         * @description Default limit 20.
         */
        get: operations["listV1CompanyLicenseKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company_license_keys/{license_key_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a license key (v1) */
        get: operations["getV1CompanyLicenseKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company_members/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List company members (v1)
         * @description Default limit 1000.
         */
        get: operations["listV1CompanyMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company_members/{member_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a company member (v1) */
        get: operations["getV1CompanyMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies (v1)
         * @description Default limit 20.
         */
        get: operations["listV1Company"];
        put?: never;
        /**
         * Create a company (v1)
         * @description The member becomes its owner, and the token reaches it (its Location, the list). 409 when `company_id` is taken.
         */
        post: operations["createV1Company"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company/{company_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a company (v1) */
        get: operations["getV1Company"];
        /**
         * Change a company, or create one with a free id (v1)
         * @description Admin rights in the company are required (202). An id no company has creates one as POST does (201; `name` required). Another member's company is 404; 409 when `company_id` is taken.
         */
        put: operations["replaceV1Company"];
        post?: never;
        /**
         * Delete a company (v1)
         * @description Admin rights are required; a member's only company cannot be deleted (403).
         */
        delete: operations["deleteV1Company"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List items (v1)
         * @description Default limit 20.
         */
        get: operations["listV1Items"];
        put?: never;
        /**
         * Add an item to a box (v1)
         * @description `box` (resource_uri or id) is required. Answers 201 with `Location`.
         */
        post: operations["createV1Item"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items/{item_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an item (v1) */
        get: operations["getV1Item"];
        /**
         * Change an item (v1; PUT behaves as PATCH)
         * @description Answers 202 with the item as GET shows it.
         */
        put: operations["replaceV1Item"];
        post?: never;
        /** Delete an item (v1) */
        delete: operations["deleteV1Item"];
        options?: never;
        head?: never;
        /**
         * Change an item (v1, partial)
         * @description Answers 202 with the item as GET shows it.
         */
        patch: operations["updateV1Item"];
        trace?: never;
    };
    "/api/v1/oauth2/token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code, a refresh token or client credentials for an access token
         * @description Form-encoded (`application/x-www-form-urlencoded`). `grant_type` is `authorization_code` (with `code`, `code_verifier` and the `redirect_uri` of the authorization request), `refresh_token` (with `refresh_token`, and `bearer_token` when the pair was issued to the organization rather than to an app) or `client_credentials` (optional `scope`). The client authenticates with HTTP Basic or `client_id` and `client_secret` fields. A refresh rotates both tokens; a refresh token used twice revokes every token of its grant. Errors are `{error, error_description}`: `invalid_client` is 401, the others 400.
         */
        post: operations["issueOAuth2Token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order_backup_details/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order backup details (v1)
         * @description `backup=<id>` narrows to one batch. Default limit 100.
         */
        get: operations["listV1OrderBackupDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order_backup_details/{backup_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve one of the order backup details (v1) */
        get: operations["getV1OrderBackupDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order_backup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order backup batches (v1)
         * @description Default limit 100.
         */
        get: operations["listV1OrderBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order_backup/{backup_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an order backup batch (v1) */
        get: operations["getV1OrderBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order_restore/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order restore records (v1)
         * @description `backup=<id>` narrows to one batch. Default limit 100.
         */
        get: operations["listV1OrderRestore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order_restore/{backup_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve one of the order restore records (v1) */
        get: operations["getV1OrderRestore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders (v1)
         * @description Filters: id, backup, order_time, import_time, ship_time, future_ship_time, print_time, ship_via, ship_type, customer_number, source, updated_at, created_at, numerical_id, primary_id, status_shipped; each as `field=`, `field__gte`, `field__lte` or `field__range=a,b`. Default limit 20.
         */
        get: operations["listV1Orders"];
        put?: never;
        /**
         * Create an order with its boxes and items (v1)
         * @description The same write as v2's POST .../orders/ (one transaction, one `orders` event). Weights in grams, lengths in metres, money in `charges`. Answers 201 with the order as GET shows it (`expand` as there) and its `Location`.
         */
        post: operations["createV1Order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{order_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an order (v1) */
        get: operations["getV1Order"];
        /**
         * Replace an order (v1)
         * @description The same write as v2's PATCH of an order (PUT: every v1 field, absent ones null). Boxes and items with `resource_uri` or `id` are updated, the others added; boxes and items left out stay (`"boxes": []` removes nothing: a box or an item goes only by its own DELETE). Answers 202 with the order as GET shows it.
         */
        put: operations["replaceV1Order"];
        post?: never;
        /** Delete an order with its boxes and items (v1) */
        delete: operations["deleteV1Order"];
        options?: never;
        head?: never;
        /**
         * Change an order (v1, partial)
         * @description The same write as v2's PATCH of an order (PUT: every v1 field, absent ones null). Boxes and items with `resource_uri` or `id` are updated, the others added; boxes and items left out stay (`"boxes": []` removes nothing: a box or an item goes only by its own DELETE). Answers 202 with the order as GET shows it.
         */
        patch: operations["updateV1Order"];
        trace?: never;
    };
    "/api/v1/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks (v1)
         * @description Default limit 20.
         */
        get: operations["listV1Webhooks"];
        put?: never;
        /**
         * Subscribe to an entity (v1)
         * @description Deliveries as v2's: `PUT <url><object key>` with the object's v2 JSON, `DELETE` when it is deleted, the `Auth` header the token.
         */
        post: operations["createV1Webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhook_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook (v1) */
        get: operations["getV1Webhook"];
        /** Change a webhook's entity or url (v1, PUT) */
        put: operations["replaceV1Webhook"];
        post?: never;
        /** Delete a webhook (v1) */
        delete: operations["deleteV1Webhook"];
        options?: never;
        head?: never;
        /** Change a webhook's entity or url (v1, PATCH) */
        patch: operations["updateV1Webhook"];
        trace?: never;
    };
    "/api/v2/orgs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organizations the token can see
         * @description Any member's token may list its organizations, whatever its scopes.
         */
        get: operations["listOrgs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an organization
         * @description Any member's token may read its organization, whatever its scopes; changing it needs `company`.
         */
        get: operations["getOrg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename an organization (owners and admins)
         * @description Only `name` is writable; other fields are ignored.
         */
        patch: operations["updateOrg"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/addresses/validate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check an address
         * @description The fields of an order's shipping address, and optionally a `carrier_account` to check with. Answers whether it is valid, whether it is residential, its normalised form (same field names) and messages. Writes nothing.
         */
        post: operations["createAddressValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/apps/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's OAuth2 apps
         * @description Owners and admins only. Secrets are never shown again after creation.
         */
        get: operations["listApps"];
        put?: never;
        /**
         * Register an OAuth2 app
         * @description Owners and admins only. The answer holds `client_id` and `client_secret`; the secret is shown only here. Members allow the app at `/api/v1/oauth2/authorize`, and it gets tokens at `/api/v1/oauth2/token/`.
         */
        post: operations["createApp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/apps/{app_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an OAuth2 app */
        get: operations["getApp"];
        put?: never;
        post?: never;
        /**
         * Delete an OAuth2 app
         * @description Revokes every token issued to the app and removes its app relation.
         */
        delete: operations["deleteApp"];
        options?: never;
        head?: never;
        /**
         * Change an OAuth2 app
         * @description Accepts `name`, `redirect_uris` and `scopes`. Tokens already issued keep the scopes they were granted.
         */
        patch: operations["updateApp"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/appstore/app-relations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the apps installed in the organization
         * @description An app is installed when a member allows it on the authorize page; allowing it again updates the relation.
         */
        get: operations["listAppRelations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/appstore/app-relations/{access_token}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an app relation */
        get: operations["getAppRelation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename an app relation
         * @description Accepts `name` (null clears it). `installed_by` is never changed, whatever is sent, null included.
         */
        patch: operations["updateAppRelation"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/carrier-accounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List carrier accounts
         * @description Ordered by creation. Credentials are never shown; `has_credentials` says whether some are stored.
         */
        get: operations["listCarrierAccounts"];
        put?: never;
        /**
         * Create a carrier account
         * @description `carrier` (`ups`, `fedex`, `usps`, `sandbox`) and `name` are required. `credentials` is write-only and kept encrypted. `services` limits the services rated and bought (empty: all). `rate_sheet` (sandbox only) is CSV text; a bad line is a 400 naming it.
         */
        post: operations["createCarrierAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/carrier-accounts/{carrier_account_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a carrier account */
        get: operations["getCarrierAccount"];
        put?: never;
        post?: never;
        /**
         * Delete a carrier account
         * @description Labels bought with it stay as they are. Refused (409) while one of its purchases is being completed.
         */
        delete: operations["deleteCarrierAccount"];
        options?: never;
        head?: never;
        /**
         * Update a carrier account (partial)
         * @description Omitted fields keep their value. `credentials` replaces the stored ones whole; `carrier` cannot change.
         */
        patch: operations["updateCarrierAccount"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/contacts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description In creation order. `expand=notes` includes the full notes (otherwise `notes` is empty).
         */
        get: operations["listContacts"];
        put?: never;
        /**
         * Create a contact
         * @description Addresses in the body are created (a `url` in them is ignored); `orders` is ignored.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/contacts/{contact_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a contact
         * @description `expand=notes` includes the full notes (otherwise `notes` is empty).
         */
        get: operations["getContact"];
        put?: never;
        post?: never;
        /** Delete a contact with its addresses and notes */
        delete: operations["deleteContact"];
        options?: never;
        head?: never;
        /**
         * Update a contact (partial)
         * @description Omitted fields keep their value. `custom_fields` and `source` are merged by key. An address with the `url` of one of this contact's addresses updates it partially, one without adds an address, and any other `url` is a 400 that changes nothing.
         */
        patch: operations["updateContact"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/contacts/{contact_pk}/addresses/{address_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a contact address */
        get: operations["getContactAddress"];
        put?: never;
        post?: never;
        /** Delete a contact address */
        delete: operations["deleteContactAddress"];
        options?: never;
        head?: never;
        /**
         * Update a contact address (partial)
         * @description Making it the default unsets the previous default address of its type.
         */
        patch: operations["updateContactAddress"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/contacts/{contact_pk}/notes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a contact's notes */
        get: operations["listContactNotes"];
        put?: never;
        /**
         * Add a note to a contact
         * @description Author keys left out are null (`system` false).
         */
        post: operations["createContactNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/contacts/{contact_pk}/notes/{note_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a contact note */
        get: operations["getContactNote"];
        put?: never;
        post?: never;
        /** Delete a contact note */
        delete: operations["deleteContactNote"];
        options?: never;
        head?: never;
        /**
         * Update a contact note (partial)
         * @description A partial `author` changes only the keys it carries.
         */
        patch: operations["updateContactNote"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/contacts/{contact_pk}/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the contact's orders
         * @description Orders whose ship-to or bill-to e-mail matches one of the e-mails of the contact's addresses (case-insensitive), with every option of the order list. Needs the `order` scope.
         */
        get: operations["listContactOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/documents/{file_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a shipping document file
         * @description The `document` path of a shipping document. Streamed with `Content-Length`; a `Range: bytes=a-b` header gets 206 with that part (416 when it lies outside the file). Only tokens of the organization see it (404 otherwise).
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the organization's events (long poll)
         * @description The events webhook deliveries are made from, oldest first, from a cursor: read on with `next` (or `after` = `cursor`) and no event is missed or repeated, whatever order concurrent writes commit in. Each event is what a webhook subscribed to its `entity` receives: `PUT <remote_url><object_pk>` with `payload` as the body (DELETE for `delete`), `Webhook-Id` = `id`. With `Prefer: wait=N`, an answer with no events is held until one happens or N seconds are up; at most FEED_MAX_WAITING_POLLS (default 100) polls of one organization wait at once on a server, and one more is answered 429 with `Retry-After`. `boxline listen` forwards this feed to a local receiver (see docs/webhooks.md).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/insurance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the insurance ledger
         * @description Oldest first. `current_insurance_balance` is the balance after the latest transaction, which equals the sum of all amounts.
         */
        get: operations["listInsurance"];
        put?: never;
        /**
         * Refill the insurance balance
         * @description Charges `amount` to the organization's card through the payment processor, then appends the refill. `last_transaction` must be the url of the latest transaction (null when there is none): otherwise 409 and nothing is charged or written; while another refill holding it is being charged, a 409 too. `amount` is positive, with at most the currency's decimals (2 for USD), and the balance after it must fit 99,999,999,999,999.99: otherwise a 400 naming `amount`, nothing charged. A declined card is a 402 and nothing is written. Send an `Idempotency-Key` header to make a retry safe: a request with a key already used answers with the first outcome and never charges twice.
         */
        post: operations["createInsurance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/insurance/{insurance_transaction_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an insurance transaction */
        get: operations["getInsurance"];
        put?: never;
        post?: never;
        /**
         * Void an insurance transaction
         * @description The same as PATCH with `{"void": true}`: the ledger is append-only, so the transaction stays and a void is appended.
         */
        delete: operations["deleteInsurance"];
        options?: never;
        head?: never;
        /**
         * Void an insurance transaction
         * @description `{"void": true}` appends a transaction with the opposite amount and `void_of` pointing back, and answers the original with `voided_by` set. Voiding a voided transaction, or a void, is a 409; voiding a refill whose money is spent is a 409. Without `void: true` nothing changes.
         */
        patch: operations["updateInsurance"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/members/{member_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a member (owners and admins)
         * @description What an app relation's `installed_by.url` points at. 403 for a member or shipper; 404 for a user who is not a member of the organization.
         */
        get: operations["getMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/members/{member_pk}/password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a member's password (owners only)
         * @description The member signs in with it on the OAuth2 authorize page (`/api/v1/oauth2/authorize`). At least 8 characters; stored as a scrypt hash. Ends the member's login sessions.
         */
        put: operations["setMemberPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List, filter, sort and search orders
         * @description Newest first (`-created_at`, then id) unless `order_by` says otherwise. Filters combine with AND; `__in` lists take `!value` to exclude. `expand=boxes`, `items` or `boxes,items` inlines full boxes and items (otherwise boxes appear as `{url, items: [{url}]}`). With `only`, results carry just the named fields; with `suggestions`, `field?` keys are added.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create an order with its boxes, items, notes, tags and relations
         * @description One transaction. Items inside boxes default to `kind: goods`. `unique_id` is generated when omitted and must be unique in the organization.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an order */
        get: operations["getOrder"];
        /**
         * Replace an order
         * @description Replaces the order's own fields: omitted ones become null (or their default); `unique_id` is kept when omitted. Boxes, notes, tags and relations follow the PATCH rules.
         */
        put: operations["replaceOrder"];
        post?: never;
        /** Delete an order with its boxes, items, documents, notes, tags and relations */
        delete: operations["deleteOrder"];
        options?: never;
        head?: never;
        /**
         * Change an order (partial)
         * @description Omitted fields keep their value; null clears. A box (or item, or note) with `url` is updated, one without is added, others stay. `tags` and `relations`, when sent, replace the set.
         */
        patch: operations["updateOrder"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's boxes
         * @description Items appear as `{url}`; `expand=items` inlines them.
         */
        get: operations["listOrderBoxes"];
        put?: never;
        /**
         * Add a box to an order
         * @description `items` may hold full item objects (kind defaults to goods). `packaging` is `{url}` of a preset or null.
         */
        post: operations["createOrderBox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a box
         * @description Dimensions and weight are the effective values (explicit, else from the packaging preset and items).
         */
        get: operations["getOrderBox"];
        put?: never;
        post?: never;
        /** Delete a box with its items and shipping documents */
        delete: operations["deleteOrderBox"];
        options?: never;
        head?: never;
        /**
         * Change a box (partial)
         * @description `packaging` is `{url}` or null; custom fields are merged by name. Items with `url` are updated, items without are added.
         */
        patch: operations["updateOrderBox"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/custom-fields/{field_name}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve one of a box's custom fields */
        get: operations["getOrderBoxCustomField"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/docs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a box's shipping documents */
        get: operations["listOrderBoxDocs"];
        put?: never;
        /**
         * Upload a shipping document
         * @description multipart/form-data with `document` (the file), `kind` and `purpose`. The file streams to storage; above the upload limit (20 MiB by default) the answer is 413 and nothing is kept. The order changes with it.
         */
        post: operations["createOrderBoxDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/docs/{doc_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a shipping document
         * @description `document` is the path the file is served at.
         */
        get: operations["getOrderBoxDoc"];
        put?: never;
        post?: never;
        /** Delete a shipping document and its file */
        delete: operations["deleteOrderBoxDoc"];
        options?: never;
        head?: never;
        /**
         * Change a shipping document (partial)
         * @description multipart/form-data with any of `document`, `kind` and `purpose`. A new file replaces the old one, which is removed once the change is committed.
         */
        patch: operations["updateOrderBoxDoc"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/insurance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a box's insurance transactions
         * @description The charges of the box and their voids, oldest first, with the organization's current balance.
         */
        get: operations["listOrderBoxInsurance"];
        put?: never;
        /**
         * Charge insurance for a box
         * @description Charges `amount` (positive, at most the currency's decimals: 2 for USD; stored negative) to the insurance balance. `last_transaction` must be the url of the latest transaction of the organization's ledger (null when there is none): otherwise 409 and nothing is written; of concurrent writers holding the same value, exactly one succeeds, and while a refill holding it is being charged to the card the others get a 409. More than the balance is a 400.
         */
        post: operations["createOrderBoxInsurance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/items/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a box's items */
        get: operations["listOrderBoxItems"];
        put?: never;
        /**
         * Add an item to a box
         * @description `quantity` and `kind` are required.
         */
        post: operations["createOrderBoxItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/items/{item_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an item */
        get: operations["getOrderBoxItem"];
        put?: never;
        post?: never;
        /** Delete an item */
        delete: operations["deleteOrderBoxItem"];
        options?: never;
        head?: never;
        /**
         * Change an item (partial)
         * @description Omitted fields keep their value; custom fields are merged by name.
         */
        patch: operations["updateOrderBoxItem"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/items/{item_pk}/custom-fields/{field_name}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve one of an item's custom fields */
        get: operations["getOrderBoxItemCustomField"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/label/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The box's label
         * @description The current label (purchased, or pending while it is bought), else the latest one (voided or failed); 404 when none was bought.
         */
        get: operations["listOrderBoxLabel"];
        put?: never;
        /**
         * Buy a label for a box
         * @description Buys the label from the carrier and stores it as the box's `label` document; the box gets its tracking number and the order `ship_via` the carrier's name. Send an `Idempotency-Key`: a retry answers the same label. A box with a label refuses another (409) until it is voided. With `wallet_subaccount`, the postage is charged to it (402 and nothing bought when short).
         */
        post: operations["createOrderBoxLabel"];
        /**
         * Void the box's label
         * @description Voids it with the carrier, then marks it voided and clears the box's tracking number; postage charged to a wallet sub-account is refunded. 409 when the carrier refuses or there is no purchased label.
         */
        delete: operations["deleteOrderBoxLabel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/tracking/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a box's tracking events
         * @description Carrier scans of the box, oldest first. Read only: they come from the carrier tracking poller.
         */
        get: operations["listOrderBoxTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/tracking/{tracking_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a tracking event */
        get: operations["getOrderBoxTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/custom-fields/{field_name}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve one of an order's custom fields */
        get: operations["getOrderCustomField"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/insurance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an order's insurance transactions
         * @description The charges of the order and of its boxes, and their voids, oldest first, with the organization's current balance.
         */
        get: operations["listOrderInsurance"];
        put?: never;
        /**
         * Charge insurance for an order
         * @description Charges `amount` (positive, at most the currency's decimals: 2 for USD; stored negative) to the insurance balance. `last_transaction` must be the url of the latest transaction of the organization's ledger (null when there is none): otherwise 409 and nothing is written; of concurrent writers holding the same value, exactly one succeeds, and while a refill holding it is being charged to the card the others get a 409. More than the balance is a 400.
         */
        post: operations["createOrderInsurance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/notes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an order's notes */
        get: operations["listOrderNotes"];
        put?: never;
        /** Add a note to an order */
        post: operations["createOrderNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/notes/{note_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an order note */
        get: operations["getOrderNote"];
        put?: never;
        post?: never;
        /** Delete an order note */
        delete: operations["deleteOrderNote"];
        options?: never;
        head?: never;
        /** Change an order note (partial; a partial author changes only its keys) */
        patch: operations["updateOrderNote"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate an order's boxes
         * @description Every service of every account named (default: all the organization's accounts) for every box named (default: all). Cheapest first. An account that fails adds a message instead of failing the answer.
         */
        post: operations["createOrderRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/tags/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's tags (sorted) */
        get: operations["listOrderTags"];
        put?: never;
        /**
         * Tag an order
         * @description Answers 201 with the order's tags. Adding a tag the order already has changes nothing.
         */
        post: operations["createOrderTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/{order_pk}/tags/{value}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a tag from an order */
        delete: operations["deleteOrderTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export orders as CSV
         * @description Every order `GET .../orders/` selects for the same filters, `q` and `order_by`, in the same order, streamed. Columns are named by the field paths of the order JSON (`shipping.ship_to.city`; with `rows=items` also `boxes.weight`, `boxes.items.part_number`), values written as the API writes them (amounts `12.50 USD`, weights in grams, datetimes in UTC). RFC 4180 (CRLF, quoted as needed), UTF-8; `bom=true` adds a byte order mark for Excel. A text cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written after a `'` so that spreadsheets do not run it as a formula.
         */
        get: operations["exportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export orders as XLSX
         * @description Every order `GET .../orders/` selects for the same filters, `q` and `order_by`, in the same order, streamed. Columns are named by the field paths of the order JSON (`shipping.ship_to.city`; with `rows=items` also `boxes.weight`, `boxes.items.part_number`), values written as the API writes them (amounts `12.50 USD`, weights in grams, datetimes in UTC). One worksheet; numbers, booleans and datetimes (UTC, to the millisecond) are typed cells; amounts, weights and lengths are numbers formatted with their unit.
         */
        get: operations["exportOrdersXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/orders/tags/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tag used on an order of the organization (sorted) */
        get: operations["listAllOrderTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/packaging/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List packaging presets
         * @description Ordered by creation (id).
         */
        get: operations["listPackaging"];
        put?: never;
        /**
         * Create a packaging preset
         * @description `name` is required. The container kind may be sent as `package_type` or `packaging_type`; responses show `package_type`.
         */
        post: operations["createPackaging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/packaging/{packaging_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a packaging preset */
        get: operations["getPackaging"];
        put?: never;
        post?: never;
        /**
         * Delete a packaging preset
         * @description Boxes that used the preset keep their own values and lose the reference; their orders change (`nested_updated_at` moves and `orders` webhooks are sent).
         */
        delete: operations["deletePackaging"];
        options?: never;
        head?: never;
        /**
         * Update a packaging preset (partial)
         * @description Omitted fields keep their value; null clears a field (not `name`). Boxes using the preset without their own dimensions or weight follow the change, and every order with a box using it changes too (`nested_updated_at` moves and `orders` webhooks are sent).
         */
        patch: operations["updatePackaging"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/products/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Ordered by creation (id). `updated_at__gte` keeps the products updated at or after the given time.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description `kind` is required; `quantity` defaults to 1. Read-only fields (url, created_at, updated_at, source.updated_at) are ignored.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/products/{product_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a product */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /** Delete a product */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Update a product (partial)
         * @description Omitted fields keep their value; null clears a nullable field (quantity and kind cannot be null). `custom_fields` is merged by name (null removes a name); `source` changes only the keys sent, null clears it.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/wallet-subaccounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallet sub-accounts
         * @description Ordered by creation. A sub-account's own token sees only its own sub-account.
         */
        get: operations["listWalletSubaccounts"];
        put?: never;
        /**
         * Create a wallet sub-account
         * @description `unique_id` is required and unique in the organization (a duplicate is a 400). The answer carries the sub-account's token as `access_token` (valid 30 minutes, `token_expires_at` in Unix seconds) with its `refresh_token`.
         */
        post: operations["createWalletSubaccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/wallet-subaccounts/{subaccount_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a wallet sub-account
         * @description With its current `token` and `refresh_token` (kept encrypted at rest: WALLET_TOKEN_KEY, or the key file DATA_DIR holds); the card as `************4242`.
         */
        get: operations["getWalletSubaccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a wallet sub-account (partial)
         * @description Accepts name, email, bill_to, ship_to, processor_credit_card, wallet_auto_refill_limit, wallet_auto_refill_amount, negative_wallet_balance_reached_at and suspended_at; other fields (unique_id, url, tokens) are ignored. `suspended_at` set suspends the sub-account (its token gets 403); null resumes it.
         */
        patch: operations["updateWalletSubaccount"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/wallet-subaccounts/{subaccount_pk}/transactions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a sub-account's transactions
         * @description Oldest first, with `current_wallet_balance` (the balance after the latest transaction, the sum of all amounts).
         */
        get: operations["listWalletSubaccountTransactions"];
        put?: never;
        /**
         * Add a sub-account transaction (organization admins)
         * @description For owners and admins of the organization. `last_transaction` must be the url of the sub-account's latest transaction (null when there is none): otherwise 409 and nothing is written (a 409 too while a refill holding it is being charged). `amount` is positive with at most the currency's decimals (2 for USD), and the balance after it must stay within ±99,999,999,999,999.99: otherwise a 400 naming `amount`, nothing charged. A `refill` is charged to the sub-account's card (402 when declined, nothing written; an `Idempotency-Key` header makes a retry safe). A `charge` is stored negative and may take the balance below zero (stamping `negative_wallet_balance_reached_at`); below `wallet_auto_refill_limit` a refill of `wallet_auto_refill_amount` is charged to the card.
         */
        post: operations["createWalletSubaccountTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/wallet-subaccounts/{subaccount_pk}/transactions/{transaction_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a sub-account transaction */
        get: operations["getWalletSubaccountTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/webhooks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook subscriptions */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe to an entity
         * @description Deliveries are `PUT <remote_url><object_pk>` with the object's JSON, or `DELETE` when it is deleted, with the headers `Auth` (the token), `Webhook-Id`, `Webhook-Timestamp` and `Webhook-Signature`. `entity` defaults to `orders`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook subscription */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook subscription and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change, suspend or resume a webhook subscription
         * @description Accepts `remote_url`, `entity` and `suspended_at`. `suspended_at: null` resumes a suspended webhook: the latest state of every object changed meanwhile is delivered.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/deliveries/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a webhook's delivery attempts, newest first */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/deliveries/{delivery_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve one delivery attempt */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/deliveries/{delivery_pk}/redeliver/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Queues the same event (same body and Webhook-Id) as a new delivery and returns it. Like any delivery it gives way to a newer pending state of the same object, and waits while the webhook is suspended.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payment-plans/{plan_pk}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve the payment plan of one of the token's organizations */
        get: operations["getPaymentPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers 200 when the database answers */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Answers 200 while the process takes traffic, 503 once it is stopping */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description application/problem+json error envelope */
        Problem: {
            /** @enum {string} */
            code: "validation_failed" | "bad_request" | "unauthorized" | "payment_required" | "forbidden" | "not_found" | "method_not_allowed" | "conflict" | "payload_too_large" | "range_not_satisfiable" | "unsupported_media_type" | "idempotency_key_reused" | "carrier_unavailable" | "rate_limited" | "internal_error" | "service_unavailable";
            /** @description One readable sentence */
            detail: string;
            /** @description Field path to messages */
            errors?: {
                [key: string]: string[];
            };
            request_id: string;
            status: number;
            title: string;
            /** @example /docs/errors#validation_failed */
            type: string;
        };
        V1Error: {
            error_message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listV1Boxes: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
                /** @description Only the boxes of this order */
                order?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of boxes: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1Box: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A v1 box */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    replaceV1Box: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        actual_ship_cost?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        cod_value?: string | number | (never | null);
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        declared_value?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        insured_value?: string | number | (never | null);
                    };
                    /** @enum {string|null} */
                    cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    delivered_at?: string | null;
                    /** @enum {string|null} */
                    delivery_confirmation?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                    general_description?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    height?: string | number | (never | null);
                    /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                    id?: string | number | (never | null);
                    insurance_type?: string | null;
                    items?: {
                        /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                        box?: string | number;
                        /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                        charges?: {
                            currency_code?: string | null;
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            unit_price?: string | number | (never | null);
                        };
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code?: string | null;
                        commodity_code?: string | null;
                        /** @description `[{name, value}]`; a null value removes the field */
                        custom_fields?: {
                            name: string;
                            value: string | null;
                        }[];
                        description?: string | null;
                        ean?: string | null;
                        export_type_code?: string | null;
                        /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                        id?: string | number | (never | null);
                        image_link?: string | null;
                        isbn?: string | null;
                        /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                        joint_production?: string | boolean | (never | null);
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind?: "goods" | "discount" | "tax" | "adjustment";
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date?: string | null;
                        net_cost_code?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date?: string | null;
                        origin_country_code?: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode?: string | null;
                        /** @description SKU */
                        part_number?: string | null;
                        /** @description Warehouse location */
                        pick_location?: string | null;
                        preference_criteria_code?: string | null;
                        producer_info_code?: string | null;
                        quantity?: number;
                        /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                        resource_uri?: string | number | (never | null);
                        scheduleb_commodity_code?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        unit_weight?: string | number | (never | null);
                        url?: string | null;
                    }[];
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    length?: string | number | (never | null);
                    package_type?: string | null;
                    /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                    resource_uri?: string | number | (never | null);
                    saturday_delivery?: boolean | null;
                    shipper_release?: boolean | null;
                    tracking_number?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    weight?: string | number | (never | null);
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    width?: string | number | (never | null);
                };
            };
        };
        responses: {
            /** @description A v1 box */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    deleteV1Box: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    updateV1Box: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        actual_ship_cost?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        cod_value?: string | number | (never | null);
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        declared_value?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        insured_value?: string | number | (never | null);
                    };
                    /** @enum {string|null} */
                    cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    delivered_at?: string | null;
                    /** @enum {string|null} */
                    delivery_confirmation?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                    general_description?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    height?: string | number | (never | null);
                    /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                    id?: string | number | (never | null);
                    insurance_type?: string | null;
                    items?: {
                        /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                        box?: string | number;
                        /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                        charges?: {
                            currency_code?: string | null;
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            unit_price?: string | number | (never | null);
                        };
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code?: string | null;
                        commodity_code?: string | null;
                        /** @description `[{name, value}]`; a null value removes the field */
                        custom_fields?: {
                            name: string;
                            value: string | null;
                        }[];
                        description?: string | null;
                        ean?: string | null;
                        export_type_code?: string | null;
                        /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                        id?: string | number | (never | null);
                        image_link?: string | null;
                        isbn?: string | null;
                        /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                        joint_production?: string | boolean | (never | null);
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind?: "goods" | "discount" | "tax" | "adjustment";
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date?: string | null;
                        net_cost_code?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date?: string | null;
                        origin_country_code?: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode?: string | null;
                        /** @description SKU */
                        part_number?: string | null;
                        /** @description Warehouse location */
                        pick_location?: string | null;
                        preference_criteria_code?: string | null;
                        producer_info_code?: string | null;
                        quantity?: number;
                        /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                        resource_uri?: string | number | (never | null);
                        scheduleb_commodity_code?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        unit_weight?: string | number | (never | null);
                        url?: string | null;
                    }[];
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    length?: string | number | (never | null);
                    package_type?: string | null;
                    /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                    resource_uri?: string | number | (never | null);
                    saturday_delivery?: boolean | null;
                    shipper_release?: boolean | null;
                    tracking_number?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    weight?: string | number | (never | null);
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    width?: string | number | (never | null);
                };
            };
        };
        responses: {
            /** @description A v1 box */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1BoxItems: {
        parameters: {
            query?: {
                /** @description Only the items of this box */
                box?: number;
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    createV1BoxItem: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                    box?: string | number;
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        unit_price?: string | number | (never | null);
                    };
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    id?: string | number | (never | null);
                    image_link?: string | null;
                    isbn?: string | null;
                    /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                    joint_production?: string | boolean | (never | null);
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind?: "goods" | "discount" | "tax" | "adjustment";
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    quantity?: number;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    resource_uri?: string | number | (never | null);
                    scheduleb_commodity_code?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    unit_weight?: string | number | (never | null);
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 item */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1CompanyAddress: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company address: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    createV1CompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address_1?: string | null;
                    address_2?: string | null;
                    city?: string | null;
                    company?: string | null;
                    country?: string | null;
                    /** Format: email */
                    email?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    /** @description Surrounding whitespace is trimmed */
                    phone?: string | null;
                    post_code?: string | null;
                    residential?: boolean | null;
                    /** @description The company's resource_uri (`/api/v1/company/3/`); the token's company when omitted */
                    ship_company?: string;
                    /** @description State or province */
                    state?: string | null;
                    validated?: boolean | null;
                };
            };
        };
        responses: {
            /** @description A v1 company address: the address fields (`state`), `ship_company`, id, timestamps */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1CompanyAddress: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                company_address_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A v1 company address: the address fields (`state`), `ship_company`, id, timestamps */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    replaceV1CompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                company_address_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address_1?: string | null;
                    address_2?: string | null;
                    city?: string | null;
                    company?: string | null;
                    country?: string | null;
                    /** Format: email */
                    email?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    /** @description Surrounding whitespace is trimmed */
                    phone?: string | null;
                    post_code?: string | null;
                    residential?: boolean | null;
                    /** @description The company's resource_uri (`/api/v1/company/3/`); the token's company when omitted */
                    ship_company?: string;
                    /** @description State or province */
                    state?: string | null;
                    validated?: boolean | null;
                };
            };
        };
        responses: {
            /** @description A v1 company address: the address fields (`state`), `ship_company`, id, timestamps */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A v1 company address: the address fields (`state`), `ship_company`, id, timestamps */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    deleteV1CompanyAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                company_address_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1CompanyLicenseKeys: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company license keys: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1CompanyLicenseKey: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                license_key_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A license key: `{id, resource_uri, code}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1CompanyMembers: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company members: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1CompanyMember: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                member_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A member: `{avatar, email, id, is_active, is_admin, is_owner, is_superuser, name, resource_uri}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1Company: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of company: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    createV1Company: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique text key; generated when omitted */
                    company_id?: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description A v1 company: `{id, resource_uri, company_id, name, created_at, updated_at}` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1Company: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                company_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A v1 company: `{id, resource_uri, company_id, name, created_at, updated_at}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    replaceV1Company: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                company_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique text key; generated when omitted */
                    company_id?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description A v1 company: `{id, resource_uri, company_id, name, created_at, updated_at}` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A v1 company: `{id, resource_uri, company_id, name, created_at, updated_at}` */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    deleteV1Company: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                company_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1Items: {
        parameters: {
            query?: {
                /** @description Only the items of this box */
                box?: number;
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    createV1Item: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                    box?: string | number;
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        unit_price?: string | number | (never | null);
                    };
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    id?: string | number | (never | null);
                    image_link?: string | null;
                    isbn?: string | null;
                    /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                    joint_production?: string | boolean | (never | null);
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind?: "goods" | "discount" | "tax" | "adjustment";
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    quantity?: number;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    resource_uri?: string | number | (never | null);
                    scheduleb_commodity_code?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    unit_weight?: string | number | (never | null);
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 item */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1Item: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A v1 item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    replaceV1Item: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                    box?: string | number;
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        unit_price?: string | number | (never | null);
                    };
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    id?: string | number | (never | null);
                    image_link?: string | null;
                    isbn?: string | null;
                    /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                    joint_production?: string | boolean | (never | null);
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind?: "goods" | "discount" | "tax" | "adjustment";
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    quantity?: number;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    resource_uri?: string | number | (never | null);
                    scheduleb_commodity_code?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    unit_weight?: string | number | (never | null);
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 item */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    deleteV1Item: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    updateV1Item: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                    box?: string | number;
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        unit_price?: string | number | (never | null);
                    };
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    id?: string | number | (never | null);
                    image_link?: string | null;
                    isbn?: string | null;
                    /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                    joint_production?: string | boolean | (never | null);
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind?: "goods" | "discount" | "tax" | "adjustment";
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    quantity?: number;
                    /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                    resource_uri?: string | number | (never | null);
                    scheduleb_commodity_code?: string | null;
                    /** @description grams (weights) or metres (lengths), or a value with its unit */
                    unit_weight?: string | number | (never | null);
                    url?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 item */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    issueOAuth2Token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description refresh_token: the pair's access token; when sent it must match */
                    bearer_token?: unknown;
                    /** @description The app's client_id (or HTTP Basic) */
                    client_id?: unknown;
                    /** @description The app's client_secret (or HTTP Basic) */
                    client_secret?: unknown;
                    /** @description authorization_code: the code the redirect URI received */
                    code?: unknown;
                    /** @description authorization_code: the PKCE verifier whose S256 hash was the code_challenge */
                    code_verifier?: unknown;
                    /** @description authorization_code, refresh_token or client_credentials */
                    grant_type?: unknown;
                    /** @description authorization_code: the redirect_uri of the authorization request, when it named one */
                    redirect_uri?: unknown;
                    /** @description refresh_token: the refresh token of the pair */
                    refresh_token?: unknown;
                    /** @description client_credentials: space-separated scopes, among the app's (default: all of them) */
                    scope?: unknown;
                };
                "application/x-www-form-urlencoded": {
                    /** @description refresh_token: the pair's access token; when sent it must match */
                    bearer_token?: unknown;
                    /** @description The app's client_id (or HTTP Basic) */
                    client_id?: unknown;
                    /** @description The app's client_secret (or HTTP Basic) */
                    client_secret?: unknown;
                    /** @description authorization_code: the code the redirect URI received */
                    code?: unknown;
                    /** @description authorization_code: the PKCE verifier whose S256 hash was the code_challenge */
                    code_verifier?: unknown;
                    /** @description authorization_code, refresh_token or client_credentials */
                    grant_type?: unknown;
                    /** @description authorization_code: the redirect_uri of the authorization request, when it named one */
                    redirect_uri?: unknown;
                    /** @description refresh_token: the refresh token of the pair */
                    refresh_token?: unknown;
                    /** @description client_credentials: space-separated scopes, among the app's (default: all of them) */
                    scope?: unknown;
                };
            };
        };
        responses: {
            /** @description The tokens: `{access_token, expires_in, token_type, refresh_token, scope}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        refresh_token?: string;
                        scope?: string;
                        /** @example bearer */
                        token_type: string;
                    };
                };
            };
            /** @description An OAuth2 error (RFC 6749): `{error, error_description}` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
            /** @description An OAuth2 error (RFC 6749): `{error, error_description}` */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        error_description: string;
                    };
                };
            };
        };
    };
    listV1OrderBackupDetails: {
        parameters: {
            query?: {
                /** @description Only this backup batch */
                backup?: number;
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of order backup details: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1OrderBackupDetail: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                backup_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An order backup detail: `{alias_id, backup, id, numerical_id, primary_id, resource_uri}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1OrderBackup: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of order backup: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1OrderBackup: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                backup_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A backup batch: `{id, resource_uri, order_count, created_at}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1OrderRestore: {
        parameters: {
            query?: {
                /** @description Only this backup batch */
                backup?: number;
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of order restore: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1OrderRestore: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                backup_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A flat order record of a backup (README, "Legacy v1 API") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1Orders: {
        parameters: {
            query?: {
                /** @description Comma list of boxes, boxes__items, all */
                expand?: string;
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    createV1Order: {
        parameters: {
            query?: {
                /** @description Comma list of boxes, boxes__items, all */
                expand?: string;
                format?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /** @enum {string|null} */
                    billing_status?: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                    boxes?: {
                        /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                        charges?: {
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            actual_ship_cost?: string | number | (never | null);
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            cod_value?: string | number | (never | null);
                            currency_code?: string | null;
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            declared_value?: string | number | (never | null);
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            insured_value?: string | number | (never | null);
                        };
                        /** @enum {string|null} */
                        cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /** @description `[{name, value}]`; a null value removes the field */
                        custom_fields?: {
                            name: string;
                            value: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at?: string | null;
                        /** @enum {string|null} */
                        delivery_confirmation?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        general_description?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        height?: string | number | (never | null);
                        /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                        id?: string | number | (never | null);
                        insurance_type?: string | null;
                        items?: {
                            /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                            box?: string | number;
                            /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                            charges?: {
                                currency_code?: string | null;
                                /** @description A decimal amount, or "<amount> <CUR>" */
                                unit_price?: string | number | (never | null);
                            };
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /** @description `[{name, value}]`; a null value removes the field */
                            custom_fields?: {
                                name: string;
                                value: string | null;
                            }[];
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                            id?: string | number | (never | null);
                            image_link?: string | null;
                            isbn?: string | null;
                            /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                            joint_production?: string | boolean | (never | null);
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                            resource_uri?: string | number | (never | null);
                            scheduleb_commodity_code?: string | null;
                            /** @description grams (weights) or metres (lengths), or a value with its unit */
                            unit_weight?: string | number | (never | null);
                            url?: string | null;
                        }[];
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        length?: string | number | (never | null);
                        package_type?: string | null;
                        /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                        resource_uri?: string | number | (never | null);
                        saturday_delivery?: boolean | null;
                        shipper_release?: boolean | null;
                        tracking_number?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        weight?: string | number | (never | null);
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        width?: string | number | (never | null);
                    }[];
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        actual_shipcost?: string | number | (never | null);
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        grand_total?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        shipping?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        tax?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        total?: string | number | (never | null);
                    };
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    customer_number?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    future_ship_at?: string | null;
                    imported_at?: string | null;
                    message?: string | null;
                    numerical_id?: number | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    order_time?: string | null;
                    po_number?: string | null;
                    primary_id: string;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    printed_at?: string | null;
                    ship_agent?: string | null;
                    ship_from?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    ship_time?: string | null;
                    ship_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    ship_type?: string | null;
                    ship_via?: string | null;
                    /** @enum {string|null} */
                    shipping_status?: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                    /** @description The source name */
                    source?: string | null;
                    terms?: string | null;
                    unique_id?: string;
                    warehouse?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 order: the v2 order in v1 shape (README, "Legacy v1 API") */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1Order: {
        parameters: {
            query?: {
                /** @description Comma list of boxes, boxes__items, all */
                expand?: string;
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A v1 order: the v2 order in v1 shape (README, "Legacy v1 API") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    replaceV1Order: {
        parameters: {
            query?: {
                /** @description Comma list of boxes, boxes__items, all */
                expand?: string;
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /** @enum {string|null} */
                    billing_status?: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                    boxes?: {
                        /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                        charges?: {
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            actual_ship_cost?: string | number | (never | null);
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            cod_value?: string | number | (never | null);
                            currency_code?: string | null;
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            declared_value?: string | number | (never | null);
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            insured_value?: string | number | (never | null);
                        };
                        /** @enum {string|null} */
                        cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /** @description `[{name, value}]`; a null value removes the field */
                        custom_fields?: {
                            name: string;
                            value: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at?: string | null;
                        /** @enum {string|null} */
                        delivery_confirmation?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        general_description?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        height?: string | number | (never | null);
                        /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                        id?: string | number | (never | null);
                        insurance_type?: string | null;
                        items?: {
                            /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                            box?: string | number;
                            /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                            charges?: {
                                currency_code?: string | null;
                                /** @description A decimal amount, or "<amount> <CUR>" */
                                unit_price?: string | number | (never | null);
                            };
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /** @description `[{name, value}]`; a null value removes the field */
                            custom_fields?: {
                                name: string;
                                value: string | null;
                            }[];
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                            id?: string | number | (never | null);
                            image_link?: string | null;
                            isbn?: string | null;
                            /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                            joint_production?: string | boolean | (never | null);
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                            resource_uri?: string | number | (never | null);
                            scheduleb_commodity_code?: string | null;
                            /** @description grams (weights) or metres (lengths), or a value with its unit */
                            unit_weight?: string | number | (never | null);
                            url?: string | null;
                        }[];
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        length?: string | number | (never | null);
                        package_type?: string | null;
                        /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                        resource_uri?: string | number | (never | null);
                        saturday_delivery?: boolean | null;
                        shipper_release?: boolean | null;
                        tracking_number?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        weight?: string | number | (never | null);
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        width?: string | number | (never | null);
                    }[];
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        actual_shipcost?: string | number | (never | null);
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        grand_total?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        shipping?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        tax?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        total?: string | number | (never | null);
                    };
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    customer_number?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    future_ship_at?: string | null;
                    imported_at?: string | null;
                    message?: string | null;
                    numerical_id?: number | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    order_time?: string | null;
                    po_number?: string | null;
                    primary_id: string;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    printed_at?: string | null;
                    ship_agent?: string | null;
                    ship_from?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    ship_time?: string | null;
                    ship_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    ship_type?: string | null;
                    ship_via?: string | null;
                    /** @enum {string|null} */
                    shipping_status?: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                    /** @description The source name */
                    source?: string | null;
                    terms?: string | null;
                    unique_id?: string;
                    warehouse?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 order: the v2 order in v1 shape (README, "Legacy v1 API") */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    deleteV1Order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    updateV1Order: {
        parameters: {
            query?: {
                /** @description Comma list of boxes, boxes__items, all */
                expand?: string;
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /** @enum {string|null} */
                    billing_status?: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                    boxes?: {
                        /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                        charges?: {
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            actual_ship_cost?: string | number | (never | null);
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            cod_value?: string | number | (never | null);
                            currency_code?: string | null;
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            declared_value?: string | number | (never | null);
                            /** @description A decimal amount, or "<amount> <CUR>" */
                            insured_value?: string | number | (never | null);
                        };
                        /** @enum {string|null} */
                        cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /** @description `[{name, value}]`; a null value removes the field */
                        custom_fields?: {
                            name: string;
                            value: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at?: string | null;
                        /** @enum {string|null} */
                        delivery_confirmation?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        general_description?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        height?: string | number | (never | null);
                        /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                        id?: string | number | (never | null);
                        insurance_type?: string | null;
                        items?: {
                            /** @description The box (resource_uri or id): required on POST /api/v1/items/ */
                            box?: string | number;
                            /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                            charges?: {
                                currency_code?: string | null;
                                /** @description A decimal amount, or "<amount> <CUR>" */
                                unit_price?: string | number | (never | null);
                            };
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /** @description `[{name, value}]`; a null value removes the field */
                            custom_fields?: {
                                name: string;
                                value: string | null;
                            }[];
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                            id?: string | number | (never | null);
                            image_link?: string | null;
                            isbn?: string | null;
                            /** @description "Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N" */
                            joint_production?: string | boolean | (never | null);
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            /** @description An existing item of the box (its resource_uri, or its id as `id`): updated, not added */
                            resource_uri?: string | number | (never | null);
                            scheduleb_commodity_code?: string | null;
                            /** @description grams (weights) or metres (lengths), or a value with its unit */
                            unit_weight?: string | number | (never | null);
                            url?: string | null;
                        }[];
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        length?: string | number | (never | null);
                        package_type?: string | null;
                        /** @description An existing box of the order (its resource_uri, or its id as `id`): updated, not added */
                        resource_uri?: string | number | (never | null);
                        saturday_delivery?: boolean | null;
                        shipper_release?: boolean | null;
                        tracking_number?: string | null;
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        weight?: string | number | (never | null);
                        /** @description grams (weights) or metres (lengths), or a value with its unit */
                        width?: string | number | (never | null);
                    }[];
                    /** @description Money amounts; `currency_code` (default USD) applies to each bare amount */
                    charges?: {
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        actual_shipcost?: string | number | (never | null);
                        currency_code?: string | null;
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        grand_total?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        shipping?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        tax?: string | number | (never | null);
                        /** @description A decimal amount, or "<amount> <CUR>" */
                        total?: string | number | (never | null);
                    };
                    /** @description `[{name, value}]`; a null value removes the field */
                    custom_fields?: {
                        name: string;
                        value: string | null;
                    }[];
                    customer_number?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    future_ship_at?: string | null;
                    imported_at?: string | null;
                    message?: string | null;
                    numerical_id?: number | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    order_time?: string | null;
                    po_number?: string | null;
                    primary_id?: string;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    printed_at?: string | null;
                    ship_agent?: string | null;
                    ship_from?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    ship_time?: string | null;
                    ship_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    ship_type?: string | null;
                    ship_via?: string | null;
                    /** @enum {string|null} */
                    shipping_status?: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                    /** @description The source name */
                    source?: string | null;
                    terms?: string | null;
                    unique_id?: string;
                    warehouse?: string | null;
                };
            };
        };
        responses: {
            /** @description A v1 order: the v2 order in v1 shape (README, "Legacy v1 API") */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listV1Webhooks: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
                /** @description Page size; 0 means the maximum (1000). Default per resource. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks: {meta, objects} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            limit: number;
                            next: string | null;
                            offset: number;
                            previous: string | null;
                            total_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        objects: ({
                            id?: number;
                            resource_uri?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    createV1Webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the webhook hears about (default orders)
                     * @enum {string}
                     */
                    entity?: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                    url: string;
                };
            };
        };
        responses: {
            /** @description A v1 webhook: `{id, resource_uri, entity, url, token, created_at, updated_at, suspended_at}` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    getV1Webhook: {
        parameters: {
            query?: {
                /** @description `json` (default) or `xml`, any case; the Accept header is read when it is absent */
                format?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A v1 webhook: `{id, resource_uri, entity, url, token, created_at, updated_at, suspended_at}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    replaceV1Webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the webhook hears about (default orders)
                     * @enum {string}
                     */
                    entity?: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                    url?: string;
                };
            };
        };
        responses: {
            /** @description A v1 webhook: `{id, resource_uri, entity, url, token, created_at, updated_at, suspended_at}` */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    deleteV1Webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    updateV1Webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the webhook hears about (default orders)
                     * @enum {string}
                     */
                    entity?: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                    url?: string;
                };
            };
        };
        responses: {
            /** @description A v1 webhook: `{id, resource_uri, entity, url, token, created_at, updated_at, suspended_at}` */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id?: number;
                        resource_uri?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V1Error"];
                };
            };
        };
    };
    listOrgs: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of organizations: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            action_alert_custom_domain_enabled: boolean;
                            action_alert_send_from_alias: string | null;
                            app_seat_licenses: {
                                [key: string]: unknown;
                            }[];
                            avatar: string | null;
                            /** @example pending */
                            billing_status: string;
                            cached_orders_views: boolean;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            deleted_at: string | null;
                            equipment_returns_enabled: boolean;
                            fees_paid_by: string | null;
                            member_websocket_channel_id: string;
                            name: string | null;
                            payment_plan: {
                                /** @example month */
                                billing_period: string;
                                extras: {
                                    [key: string]: unknown;
                                }[];
                                integrations: number;
                                /** @description Orders per billing period; -1 means unlimited */
                                limit: number;
                                name: string;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                price: string;
                                storage: number;
                                url: string;
                                users: number;
                            };
                            subscriptions: {
                                integration: number;
                                storage: number;
                                user: number;
                            };
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            trial_expires_at: string | null;
                            /** @example /api/v2/orgs/1/ */
                            url: string;
                            user_slots: number;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            wallet_auto_refill_amount: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            wallet_auto_refill_limit: string | null;
                            wallet_charges_allowed: boolean;
                            website: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action_alert_custom_domain_enabled: boolean;
                        action_alert_send_from_alias: string | null;
                        app_seat_licenses: {
                            [key: string]: unknown;
                        }[];
                        avatar: string | null;
                        /** @example pending */
                        billing_status: string;
                        cached_orders_views: boolean;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        deleted_at: string | null;
                        equipment_returns_enabled: boolean;
                        fees_paid_by: string | null;
                        member_websocket_channel_id: string;
                        name: string | null;
                        payment_plan: {
                            /** @example month */
                            billing_period: string;
                            extras: {
                                [key: string]: unknown;
                            }[];
                            integrations: number;
                            /** @description Orders per billing period; -1 means unlimited */
                            limit: number;
                            name: string;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            price: string;
                            storage: number;
                            url: string;
                            users: number;
                        };
                        subscriptions: {
                            integration: number;
                            storage: number;
                            user: number;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        trial_expires_at: string | null;
                        /** @example /api/v2/orgs/1/ */
                        url: string;
                        user_slots: number;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_amount: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_limit: string | null;
                        wallet_charges_allowed: boolean;
                        website: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The organization as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action_alert_custom_domain_enabled: boolean;
                        action_alert_send_from_alias: string | null;
                        app_seat_licenses: {
                            [key: string]: unknown;
                        }[];
                        avatar: string | null;
                        /** @example pending */
                        billing_status: string;
                        cached_orders_views: boolean;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        deleted_at: string | null;
                        equipment_returns_enabled: boolean;
                        fees_paid_by: string | null;
                        member_websocket_channel_id: string;
                        name: string | null;
                        payment_plan: {
                            /** @example month */
                            billing_period: string;
                            extras: {
                                [key: string]: unknown;
                            }[];
                            integrations: number;
                            /** @description Orders per billing period; -1 means unlimited */
                            limit: number;
                            name: string;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            price: string;
                            storage: number;
                            url: string;
                            users: number;
                        };
                        subscriptions: {
                            integration: number;
                            storage: number;
                            user: number;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        trial_expires_at: string | null;
                        /** @example /api/v2/orgs/1/ */
                        url: string;
                        user_slots: number;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_amount: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_limit: string | null;
                        wallet_charges_allowed: boolean;
                        website: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAddressValidate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address_1?: string | null;
                    address_2?: string | null;
                    /** @description Check with this account's carrier (default: the sandbox's rules) */
                    carrier_account?: string;
                    city?: string | null;
                    company?: string | null;
                    country?: string | null;
                    /** Format: email */
                    email?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    /** @description Surrounding whitespace is trimmed */
                    phone?: string | null;
                    post_code?: string | null;
                    /** @description State or province */
                    region?: string | null;
                    residential?: boolean | null;
                    validated?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Done: the validate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            /** @description State or province */
                            region: string | null;
                            residential: boolean | null;
                        };
                        messages: string[];
                        residential: boolean | null;
                        valid: boolean;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApps: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of apps: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /** @example bxc_1_3f9a0c5e7d214b8a9c6e1f2a3b4c5d6e */
                            client_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            name: string;
                            /** @description Where the authorize page may send the member back; matched exactly. */
                            redirect_uris: string[];
                            /** @description Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all. */
                            scopes: string[];
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/apps/2/ */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Absolute URIs without a fragment; https, or http on localhost, or a private scheme. */
                    redirect_uris?: string[];
                    /** @description Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all. */
                    scopes?: string[];
                };
            };
        };
        responses: {
            /** @description Created: the new app */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example bxc_1_3f9a0c5e7d214b8a9c6e1f2a3b4c5d6e */
                        client_id: string;
                        /** @description Shown only in this response; stored hashed. */
                        client_secret: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        name: string;
                        /** @description Where the authorize page may send the member back; matched exactly. */
                        redirect_uris: string[];
                        /** @description Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all. */
                        scopes: string[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/apps/2/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                app_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example bxc_1_3f9a0c5e7d214b8a9c6e1f2a3b4c5d6e */
                        client_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        name: string;
                        /** @description Where the authorize page may send the member back; matched exactly. */
                        redirect_uris: string[];
                        /** @description Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all. */
                        scopes: string[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/apps/2/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                app_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                app_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description Absolute URIs without a fragment; https, or http on localhost, or a private scheme. */
                    redirect_uris?: string[];
                    /** @description Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all. */
                    scopes?: string[];
                };
            };
        };
        responses: {
            /** @description The app as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example bxc_1_3f9a0c5e7d214b8a9c6e1f2a3b4c5d6e */
                        client_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        name: string;
                        /** @description Where the authorize page may send the member back; matched exactly. */
                        redirect_uris: string[];
                        /** @description Scopes the app may be granted (space-separated in OAuth2 requests); `<scope>-read_only` limits one to GET. Default: all. */
                        scopes: string[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/apps/2/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAppRelations: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of app relations: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            access_token: string;
                            app_name: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            installed_by: {
                                email: string;
                                first_name: string | null;
                                is_admin: boolean;
                                is_owner: boolean;
                                is_shipper: boolean;
                                last_name: string | null;
                                member_websocket_channel_id: string | null;
                                profile_image: string | null;
                                /** @example /api/v2/orgs/1/members/3/ */
                                url: string;
                                user_websocket_channel_id: string;
                                websocket_channel_id: string;
                            } | null;
                            is_configured: boolean;
                            name: string | null;
                            unique_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/appstore/app-relations/9d2c.../ */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAppRelation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The relation's key (not a credential: tokens are stored hashed and never shown again) */
                access_token: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app relation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        app_name: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        installed_by: {
                            email: string;
                            first_name: string | null;
                            is_admin: boolean;
                            is_owner: boolean;
                            is_shipper: boolean;
                            last_name: string | null;
                            member_websocket_channel_id: string | null;
                            profile_image: string | null;
                            /** @example /api/v2/orgs/1/members/3/ */
                            url: string;
                            user_websocket_channel_id: string;
                            websocket_channel_id: string;
                        } | null;
                        is_configured: boolean;
                        name: string | null;
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/appstore/app-relations/9d2c.../ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateAppRelation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The relation's key (not a credential: tokens are stored hashed and never shown again) */
                access_token: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ignored: sending it (null included) leaves it unchanged. */
                    installed_by?: unknown;
                    name?: string | null;
                };
            };
        };
        responses: {
            /** @description The app relation as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        app_name: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        installed_by: {
                            email: string;
                            first_name: string | null;
                            is_admin: boolean;
                            is_owner: boolean;
                            is_shipper: boolean;
                            last_name: string | null;
                            member_websocket_channel_id: string | null;
                            profile_image: string | null;
                            /** @example /api/v2/orgs/1/members/3/ */
                            url: string;
                            user_websocket_channel_id: string;
                            websocket_channel_id: string;
                        } | null;
                        is_configured: boolean;
                        name: string | null;
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/appstore/app-relations/9d2c.../ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCarrierAccounts: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of carrier accounts: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * @description Which carrier; cannot be changed once created
                             * @enum {string}
                             */
                            carrier: "ups" | "fedex" | "usps" | "sandbox";
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /** @description Whether credentials are stored (they are never shown) */
                            has_credentials: boolean;
                            /** @description A test (sandbox) account of the carrier: its labels are not billed */
                            is_test: boolean;
                            /** @description Your name for the account */
                            name: string;
                            /** @description Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). The zone is 1 + the difference of the first digits of the origin's and the destination's postal codes. */
                            rate_sheet: string | null;
                            services: string[];
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/carrier-accounts/5/ */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCarrierAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Which carrier; cannot be changed once created
                     * @enum {string}
                     */
                    carrier: "ups" | "fedex" | "usps" | "sandbox";
                    /** @description Write-only: the carrier's API credentials (UPS, FedEx, USPS: `client_id`, `client_secret` and `account_number`; the sandbox needs none). Kept encrypted; never shown again, never logged. On PATCH, a new object replaces the old one. */
                    credentials?: {
                        [key: string]: string;
                    };
                    /** @description A test (sandbox) account of the carrier: its labels are not billed */
                    is_test?: boolean;
                    /** @description Your name for the account */
                    name: string;
                    /** @description Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). The zone is 1 + the difference of the first digits of the origin's and the destination's postal codes. */
                    rate_sheet?: string | null;
                    /** @description The service codes this account may use (sandbox: ground, express, overnight); empty means all */
                    services?: string[];
                };
            };
        };
        responses: {
            /** @description Created: the new carrier account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Which carrier; cannot be changed once created
                         * @enum {string}
                         */
                        carrier: "ups" | "fedex" | "usps" | "sandbox";
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description Whether credentials are stored (they are never shown) */
                        has_credentials: boolean;
                        /** @description A test (sandbox) account of the carrier: its labels are not billed */
                        is_test: boolean;
                        /** @description Your name for the account */
                        name: string;
                        /** @description Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). The zone is 1 + the difference of the first digits of the origin's and the destination's postal codes. */
                        rate_sheet: string | null;
                        services: string[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/carrier-accounts/5/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCarrierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                carrier_account_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The carrier account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Which carrier; cannot be changed once created
                         * @enum {string}
                         */
                        carrier: "ups" | "fedex" | "usps" | "sandbox";
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description Whether credentials are stored (they are never shown) */
                        has_credentials: boolean;
                        /** @description A test (sandbox) account of the carrier: its labels are not billed */
                        is_test: boolean;
                        /** @description Your name for the account */
                        name: string;
                        /** @description Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). The zone is 1 + the difference of the first digits of the origin's and the destination's postal codes. */
                        rate_sheet: string | null;
                        services: string[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/carrier-accounts/5/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCarrierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                carrier_account_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCarrierAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                carrier_account_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Which carrier; cannot be changed once created
                     * @enum {string}
                     */
                    carrier?: "ups" | "fedex" | "usps" | "sandbox";
                    /** @description Write-only: the carrier's API credentials (UPS, FedEx, USPS: `client_id`, `client_secret` and `account_number`; the sandbox needs none). Kept encrypted; never shown again, never logged. On PATCH, a new object replaces the old one. */
                    credentials?: {
                        [key: string]: string;
                    };
                    /** @description A test (sandbox) account of the carrier: its labels are not billed */
                    is_test?: boolean;
                    /** @description Your name for the account */
                    name?: string;
                    /** @description Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). The zone is 1 + the difference of the first digits of the origin's and the destination's postal codes. */
                    rate_sheet?: string | null;
                    /** @description The service codes this account may use (sandbox: ground, express, overnight); empty means all */
                    services?: string[];
                };
            };
        };
        responses: {
            /** @description The carrier account as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Which carrier; cannot be changed once created
                         * @enum {string}
                         */
                        carrier: "ups" | "fedex" | "usps" | "sandbox";
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description Whether credentials are stored (they are never shown) */
                        has_credentials: boolean;
                        /** @description A test (sandbox) account of the carrier: its labels are not billed */
                        is_test: boolean;
                        /** @description Your name for the account */
                        name: string;
                        /** @description Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). The zone is 1 + the difference of the first digits of the origin's and the destination's postal codes. */
                        rate_sheet: string | null;
                        services: string[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/carrier-accounts/5/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description `notes` includes the full notes */
                expand?: string;
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            addresses: {
                                address_1: string | null;
                                address_2: string | null;
                                /** @description For example shipping or billing */
                                address_type: string;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /** @description At most one address per address_type is the default */
                                default: boolean;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /** @example /api/v2/orgs/1/contacts/2/addresses/3/ */
                                url: string;
                                validated: boolean;
                            }[];
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            custom_fields: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            description: string | null;
                            first_name: string | null;
                            is_company: boolean;
                            last_name: string | null;
                            /** @description Empty unless `expand=notes` */
                            notes: {
                                agent: string | null;
                                author: {
                                    email: string | null;
                                    name: string | null;
                                    system: boolean;
                                };
                                content: string;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                url: string;
                            }[];
                            occupation: string | null;
                            /** @description Link to the organization's orders sharing an e-mail with the contact's addresses */
                            orders: string;
                            profile_image: string | null;
                            source: {
                                account: string | null;
                                channel: string | null;
                                /** @description Id in the source platform; a number is accepted and stored as text */
                                id: string | number | (never | null);
                                name: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                retrieved_at: string | null;
                                /**
                                 * Format: datetime
                                 * @description Read only: when a source value last changed
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string | null;
                            };
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/contacts/2/ */
                            url: string;
                            website: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Addresses to create */
                    addresses?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        /** @description For example shipping or billing */
                        address_type?: string;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** @description At most one address per address_type is the default */
                        default?: boolean;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        /** @description State or province */
                        region?: string | null;
                        residential?: boolean | null;
                        /** @description An address of this contact to update; omit it (or send null) to add an address */
                        url?: string | null;
                        validated?: boolean;
                    }[];
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    first_name?: string | null;
                    is_company?: boolean;
                    last_name?: string | null;
                    occupation?: string | null;
                    profile_image?: string | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    /** @description An http or https URL; surrounding blanks are trimmed */
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new contact */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            address_1: string | null;
                            address_2: string | null;
                            /** @description For example shipping or billing */
                            address_type: string;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /** @description At most one address per address_type is the default */
                            default: boolean;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            /** @description State or province */
                            region: string | null;
                            residential: boolean | null;
                            /** @example /api/v2/orgs/1/contacts/2/addresses/3/ */
                            url: string;
                            validated: boolean;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        first_name: string | null;
                        is_company: boolean;
                        last_name: string | null;
                        /** @description Empty unless `expand=notes` */
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        occupation: string | null;
                        /** @description Link to the organization's orders sharing an e-mail with the contact's addresses */
                        orders: string;
                        profile_image: string | null;
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/contacts/2/ */
                        url: string;
                        website: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContact: {
        parameters: {
            query?: {
                /** @description `notes` includes the full notes */
                expand?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            address_1: string | null;
                            address_2: string | null;
                            /** @description For example shipping or billing */
                            address_type: string;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /** @description At most one address per address_type is the default */
                            default: boolean;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            /** @description State or province */
                            region: string | null;
                            residential: boolean | null;
                            /** @example /api/v2/orgs/1/contacts/2/addresses/3/ */
                            url: string;
                            validated: boolean;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        first_name: string | null;
                        is_company: boolean;
                        last_name: string | null;
                        /** @description Empty unless `expand=notes` */
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        occupation: string | null;
                        /** @description Link to the organization's orders sharing an e-mail with the contact's addresses */
                        orders: string;
                        profile_image: string | null;
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/contacts/2/ */
                        url: string;
                        website: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An address with the `url` of an address of this contact updates it (partially); one without adds an address; addresses not mentioned stay */
                    addresses?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        /** @description For example shipping or billing */
                        address_type?: string;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** @description At most one address per address_type is the default */
                        default?: boolean;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        /** @description State or province */
                        region?: string | null;
                        residential?: boolean | null;
                        /** @description An address of this contact to update; omit it (or send null) to add an address */
                        url?: string | null;
                        validated?: boolean;
                    }[];
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    first_name?: string | null;
                    is_company?: boolean;
                    last_name?: string | null;
                    occupation?: string | null;
                    profile_image?: string | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    /** @description An http or https URL; surrounding blanks are trimmed */
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description The contact as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            address_1: string | null;
                            address_2: string | null;
                            /** @description For example shipping or billing */
                            address_type: string;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /** @description At most one address per address_type is the default */
                            default: boolean;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            /** @description State or province */
                            region: string | null;
                            residential: boolean | null;
                            /** @example /api/v2/orgs/1/contacts/2/addresses/3/ */
                            url: string;
                            validated: boolean;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        first_name: string | null;
                        is_company: boolean;
                        last_name: string | null;
                        /** @description Empty unless `expand=notes` */
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        occupation: string | null;
                        /** @description Link to the organization's orders sharing an e-mail with the contact's addresses */
                        orders: string;
                        profile_image: string | null;
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/contacts/2/ */
                        url: string;
                        website: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContactAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                address_pk: string;
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address_1: string | null;
                        address_2: string | null;
                        /** @description For example shipping or billing */
                        address_type: string;
                        city: string | null;
                        company: string | null;
                        /** @example /api/v2/orgs/1/contacts/2/ */
                        contact: string;
                        country: string | null;
                        /** @description At most one address per address_type is the default */
                        default: boolean;
                        email: string | null;
                        first_name: string | null;
                        last_name: string | null;
                        phone: string | null;
                        post_code: string | null;
                        /** @description State or province */
                        region: string | null;
                        residential: boolean | null;
                        /** @example /api/v2/orgs/1/contacts/2/addresses/3/ */
                        url: string;
                        validated: boolean;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteContactAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                address_pk: string;
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateContactAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                address_pk: string;
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address_1?: string | null;
                    address_2?: string | null;
                    /** @description For example shipping or billing */
                    address_type?: string;
                    city?: string | null;
                    company?: string | null;
                    country?: string | null;
                    /** @description At most one address per address_type is the default */
                    default?: boolean;
                    /** Format: email */
                    email?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    /** @description Surrounding whitespace is trimmed */
                    phone?: string | null;
                    post_code?: string | null;
                    /** @description State or province */
                    region?: string | null;
                    residential?: boolean | null;
                    validated?: boolean;
                };
            };
        };
        responses: {
            /** @description The address as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address_1: string | null;
                        address_2: string | null;
                        /** @description For example shipping or billing */
                        address_type: string;
                        city: string | null;
                        company: string | null;
                        /** @example /api/v2/orgs/1/contacts/2/ */
                        contact: string;
                        country: string | null;
                        /** @description At most one address per address_type is the default */
                        default: boolean;
                        email: string | null;
                        first_name: string | null;
                        last_name: string | null;
                        phone: string | null;
                        post_code: string | null;
                        /** @description State or province */
                        region: string | null;
                        residential: boolean | null;
                        /** @example /api/v2/orgs/1/contacts/2/addresses/3/ */
                        url: string;
                        validated: boolean;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContactNotes: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notes: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createContactNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent?: string | null;
                    author?: {
                        /** Format: email */
                        email?: string | null;
                        name?: string | null;
                        system?: boolean;
                    };
                    content: string;
                };
            };
        };
        responses: {
            /** @description Created: the new note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string | null;
                        author: {
                            email: string | null;
                            name: string | null;
                            system: boolean;
                        };
                        content: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getContactNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /** @description Identifier (base-66 encoded) */
                note_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string | null;
                        author: {
                            email: string | null;
                            name: string | null;
                            system: boolean;
                        };
                        content: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteContactNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /** @description Identifier (base-66 encoded) */
                note_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateContactNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /** @description Identifier (base-66 encoded) */
                note_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent?: string | null;
                    author?: {
                        /** Format: email */
                        email?: string | null;
                        name?: string | null;
                        system?: boolean;
                    };
                    content?: string;
                };
            };
        };
        responses: {
            /** @description The note as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string | null;
                        author: {
                            email: string | null;
                            name: string | null;
                            system: boolean;
                        };
                        content: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listContactOrders: {
        parameters: {
            query?: {
                /** @description Set by `next` links when the list is ordered by a date (`created_at`, `updated_at`, `nested_updated_at`): the position of the previous page's last order, read instead of skipping `offset` orders. Used only with the offset and `order_by` it was made for, ignored otherwise; a value not made by a `next` link is a 400. */
                after?: string;
                /** @description Billing statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                billing_status__in?: string;
                /** @description created_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                created_at?: string;
                /** @description created_at at or after */
                created_at__gte?: string;
                /** @description created_at at or before */
                created_at__lte?: string;
                /** @description Exact customer_number. */
                customer_number?: string;
                /** @description Billing or shipping e-mail (case-insensitive). */
                email?: string;
                /** @description `boxes`, `items` or `boxes,items`: inline full boxes and items. */
                expand?: string;
                /** @description Comma list of `custom_fields`, `boxes__custom_fields`, `boxes__items__custom_fields`: custom-field values over 512 bytes leave out `value`. */
                lazy?: string;
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description nested_updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                nested_updated_at?: string;
                /** @description nested_updated_at at or after */
                nested_updated_at__gte?: string;
                /** @description nested_updated_at at or before */
                nested_updated_at__lte?: string;
                /** @description Rows to skip */
                offset?: number;
                /** @description Comma list of `nested_updated_at`, `url`: compact results with just these fields. */
                only?: string;
                /** @description One key, `-` prefix for descending. Default `-created_at`; ties break on id. */
                order_by?: string;
                /** @description Exact order_number. */
                order_number?: number;
                /** @description ordered_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                ordered_at?: string;
                /** @description ordered_at at or after */
                ordered_at__gte?: string;
                /** @description ordered_at at or before */
                ordered_at__lte?: string;
                /** @description Exact po_number. */
                po_number?: string;
                /** @description Exact primary_id. */
                primary_id?: string;
                /** @description printed_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                printed_at?: string;
                /** @description printed_at at or after */
                printed_at__gte?: string;
                /** @description printed_at at or before */
                printed_at__lte?: string;
                /** @description Full-text search over ids, numbers, names, companies, e-mails, phones, cities, item part numbers, codes and descriptions, tags and tracking numbers. Every word must start a word of the order (in a hyphenated word only the last part is a prefix); `ada@` starts an e-mail address, and a word with a dot (`example.com`) also matches the domain of the order's e-mails. A word over 2,046 bytes is a 400. At most 70 results, best first (full-text rank; with more than 1,000 matches, among the newest 1,000 by created_at, or by the first date a filter bounds from above) unless order_by is given. */
                q?: string;
                /** @description Orders with a relation of this kind; `!kind` for orders without one. */
                relation__kind?: string;
                /** @description Exact shipping.ship_type. */
                ship_type?: string;
                /** @description Exact shipping.ship_via. */
                ship_via?: string;
                /** @description ship_via values. Values separated by , or |; prefix a value with ! to exclude it. */
                ship_via__in?: string;
                /** @description shipped_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                shipped_at?: string;
                /** @description shipped_at at or after */
                shipped_at__gte?: string;
                /** @description shipped_at at or before */
                shipped_at__lte?: string;
                /** @description Shipping statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                shipping_status__in?: string;
                /** @description Exact source account. */
                sources__account?: string;
                /** @description Source accounts. Values separated by , or |; prefix a value with ! to exclude it. */
                sources__account__in?: string;
                /** @description Exact source name. */
                sources__name?: string;
                /** @description 0 none (default), 1 where the value is unknown, 2 always: adds `field?` keys. */
                suggestions?: number;
                /** @description Orders carrying this tag. */
                tag?: string;
                /** @description to_ship_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                to_ship_at?: string;
                /** @description to_ship_at at or after */
                to_ship_at__gte?: string;
                /** @description to_ship_at at or before */
                to_ship_at__lte?: string;
                /** @description Exact unique_id. */
                unique_id?: string;
                /** @description updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                updated_at?: string;
                /** @description updated_at at or after */
                updated_at__gte?: string;
                /** @description updated_at at or before */
                updated_at__lte?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                contact_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            billing: {
                                bill_to: {
                                    address_1: string | null;
                                    address_2: string | null;
                                    city: string | null;
                                    company: string | null;
                                    country: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    email: string | null;
                                    first_name: string | null;
                                    last_name: string | null;
                                    phone: string | null;
                                    post_code: string | null;
                                    /** @description State or province */
                                    region: string | null;
                                    residential: boolean | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    validated: boolean | null;
                                } | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                shipping: string | null;
                                /** @enum {string|null} */
                                status: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                subtotal: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                tax: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                total: string | null;
                            };
                            boxes: {
                                /** @enum {string|null} */
                                cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                cod_value?: string | null;
                                /** @enum {string|null} */
                                confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                declared_value?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                delivered_at?: string | null;
                                description?: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height?: string | null;
                                insurance_type?: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                insured_value?: string | null;
                                items: {
                                    /** @description Numeric or alphanumeric code identifying the item type */
                                    code?: string | null;
                                    commodity_code?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at?: string;
                                    custom_fields?: {
                                        [key: string]: {
                                            encoding: string | null;
                                            type: string | null;
                                            value?: string;
                                        };
                                    };
                                    description?: string | null;
                                    ean?: string | null;
                                    export_type_code?: string | null;
                                    image_link?: string | null;
                                    isbn?: string | null;
                                    joint_production?: boolean | null;
                                    /**
                                     * @description Line kind: goods, discount, tax or adjustment
                                     * @enum {string}
                                     */
                                    kind?: "goods" | "discount" | "tax" | "adjustment";
                                    link?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    net_cost_begin_date?: string | null;
                                    net_cost_code?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    net_cost_end_date?: string | null;
                                    origin_country_code?: string | null;
                                    /** @description Carrier-style barcode */
                                    parcel_barcode?: string | null;
                                    /** @description SKU */
                                    part_number?: string | null;
                                    /** @description Warehouse location */
                                    pick_location?: string | null;
                                    preference_criteria_code?: string | null;
                                    producer_info_code?: string | null;
                                    quantity?: number;
                                    scheduleb_commodity_code?: string | null;
                                    /**
                                     * Format: money
                                     * @description Multiplied by quantity for the line total
                                     * @example 100.00 USD
                                     */
                                    unit_price?: string | null;
                                    /**
                                     * Format: weight
                                     * @description Multiplied by quantity for the line weight
                                     * @example 1 lbs
                                     */
                                    unit_weight?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at?: string;
                                    url: string;
                                }[];
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length?: string | null;
                                package_type?: string | null;
                                packaging?: {
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    description: string | null;
                                    /**
                                     * Format: length
                                     * @example 8 in
                                     */
                                    height: string | null;
                                    /**
                                     * Format: length
                                     * @example 8 in
                                     */
                                    length: string | null;
                                    /** @description Required on create; surrounding blanks are trimmed */
                                    name: string;
                                    /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                    package_type: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    /** @example /api/v2/orgs/1/packaging/3/ */
                                    url: string;
                                    /**
                                     * Format: weight
                                     * @example 1 lbs
                                     */
                                    weight: string | null;
                                    /**
                                     * Format: length
                                     * @example 8 in
                                     */
                                    width: string | null;
                                } | null;
                                saturday_delivery?: boolean | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                ship_cost?: string | null;
                                shipper_release?: boolean | null;
                                shipping_docs?: {
                                    /**
                                     * @description Where the file is served (GET with a token of the organization)
                                     * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                     */
                                    document: string;
                                    /**
                                     * @description What the document is; required on upload
                                     * @enum {string}
                                     */
                                    kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                    /** @description Free text: what the document is for */
                                    purpose: string | null;
                                    /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                    url: string;
                                }[];
                                /** @description Tracking events (carrier scans), oldest first */
                                tracking?: {
                                    /**
                                     * Format: datetime
                                     * @description The carrier's time of the scan
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    description: string | null;
                                    location: string | null;
                                    /** @enum {string} */
                                    status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                    url: string;
                                }[];
                                tracking_number?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight?: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width?: string | null;
                            }[];
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            custom_fields: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            customer_number: string | null;
                            message: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            nested_updated_at: string;
                            notes: {
                                agent: string | null;
                                author: {
                                    email: string | null;
                                    name: string | null;
                                    system: boolean;
                                };
                                content: string;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                url: string;
                            }[];
                            order_number: number | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            ordered_at: string | null;
                            po_number: string | null;
                            primary_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            printed_at: string | null;
                            relations: {
                                kind: string;
                                order: string;
                            }[];
                            shipping: {
                                ship_agent: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                ship_cost: string | null;
                                ship_from: {
                                    address_1: string | null;
                                    address_2: string | null;
                                    city: string | null;
                                    company: string | null;
                                    country: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    email: string | null;
                                    first_name: string | null;
                                    last_name: string | null;
                                    phone: string | null;
                                    post_code: string | null;
                                    /** @description State or province */
                                    region: string | null;
                                    residential: boolean | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    validated: boolean | null;
                                } | null;
                                ship_to: {
                                    address_1: string | null;
                                    address_2: string | null;
                                    city: string | null;
                                    company: string | null;
                                    country: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    email: string | null;
                                    first_name: string | null;
                                    last_name: string | null;
                                    phone: string | null;
                                    post_code: string | null;
                                    /** @description State or province */
                                    region: string | null;
                                    residential: boolean | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    validated: boolean | null;
                                } | null;
                                ship_type: string | null;
                                ship_via: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                shipped_at: string | null;
                                /** @enum {string|null} */
                                status: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                to_ship_at: string | null;
                                warehouse: string | null;
                            };
                            source: {
                                account: string | null;
                                channel: string | null;
                                /** @description Id in the source platform; a number is accepted and stored as text */
                                id: string | number | (never | null);
                                name: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                retrieved_at: string | null;
                                /**
                                 * Format: datetime
                                 * @description Read only: when a source value last changed
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string | null;
                            };
                            tags: string[];
                            terms: string | null;
                            unique_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    downloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_name: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the content type it was uploaded with */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The file, with the content type it was uploaded with */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The `cursor` of the previous answer: events after it. `0` starts at the oldest event kept; without it the feed starts now (the first answer holds only events that happen while it waits). A cursor of the digits-only form earlier servers gave is still read. */
                after?: string;
                /** @description Only events of this entity (as a webhook subscribed to it hears) */
                entity?: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                /** @description Most events in one answer (default 100) */
                limit?: number;
            };
            header?: {
                /**
                 * @description Long poll (RFC 7240): `wait=N` holds an answer with no events until one happens or N seconds have passed (at most 30; a larger N waits 30). Without it the answer is immediate.
                 * @example wait=25
                 */
                prefer?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Pass it as `after` to read on: no event before it can still appear. Opaque: it changes only when this feed hands out events, and says nothing of other organizations
                         * @example q3Jx0V2mYb8kTqzRZ4nE1A
                         */
                        cursor: string;
                        /** @description Events in the order they happened (by id), oldest first */
                        events: {
                            /**
                             * @description `put`: delivered with PUT and `payload` as the body; `delete`: DELETE, no body
                             * @enum {string}
                             */
                            action: "put" | "delete";
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /** @enum {string} */
                            entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                            /**
                             * @description The event, as the `Webhook-Id` header of its deliveries names it
                             * @example evt_42
                             */
                            id: string;
                            /** @description The key a delivery appends to the `remote_url` */
                            object_pk: string;
                            payload: unknown | (never | null);
                        }[];
                        /** @description This feed read on from `cursor`, with the same `entity` and `limit` */
                        next: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listInsurance: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of insurance: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: money
                             * @description Negative for a charge, positive for a refill
                             * @example 100.00 USD
                             */
                            amount: string;
                            /**
                             * Format: money
                             * @description Balance after this transaction
                             * @example 100.00 USD
                             */
                            balance: string;
                            box: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            current_insurance_balance: string;
                            /** @description The transaction before this one */
                            last_transaction: string | null;
                            order: string | null;
                            /** @description The card charge of a refill */
                            processor_charge_id: string | null;
                            /** @enum {string} */
                            transaction_type: "refill" | "charge";
                            /** @example /api/v2/orgs/1/insurance/7/ */
                            url: string;
                            /** @description The transaction this one voids */
                            void_of: string | null;
                            /** @description The transaction that voided this one */
                            voided_by: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createInsurance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @description Positive, with at most the currency's decimals (2 for USD); charged to the organization's card
                     * @example 100.00 USD
                     */
                    amount: string;
                    /** @description The url of the latest transaction of the organization (null when there is none). Another value is a 409 and nothing is written: of concurrent writers holding the same value, exactly one succeeds. */
                    last_transaction: string | null;
                    /** @enum {string} */
                    transaction_type: "refill";
                };
            };
        };
        responses: {
            /** @description Created: the new insurance */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        /** @description The transaction before this one */
                        last_transaction: string | null;
                        order: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/insurance/7/ */
                        url: string;
                        /** @description The transaction this one voids */
                        void_of: string | null;
                        /** @description The transaction that voided this one */
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getInsurance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                insurance_transaction_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insurance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        /** @description The transaction before this one */
                        last_transaction: string | null;
                        order: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/insurance/7/ */
                        url: string;
                        /** @description The transaction this one voids */
                        void_of: string | null;
                        /** @description The transaction that voided this one */
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteInsurance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                insurance_transaction_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Voided */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateInsurance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                insurance_transaction_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description true voids the transaction (the only writable field); voiding twice is a 409 */
                    void?: boolean;
                };
            };
        };
        responses: {
            /** @description The insurance as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        /** @description The transaction before this one */
                        last_transaction: string | null;
                        order: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/insurance/7/ */
                        url: string;
                        /** @description The transaction this one voids */
                        void_of: string | null;
                        /** @description The transaction that voided this one */
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                member_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        first_name: string | null;
                        is_admin: boolean;
                        is_owner: boolean;
                        is_shipper: boolean;
                        last_name: string | null;
                        member_websocket_channel_id: string | null;
                        profile_image: string | null;
                        /** @example /api/v2/orgs/1/members/3/ */
                        url: string;
                        user_websocket_channel_id: string;
                        websocket_channel_id: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setMemberPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                member_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is set, and the member signed out everywhere */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Set by `next` links when the list is ordered by a date (`created_at`, `updated_at`, `nested_updated_at`): the position of the previous page's last order, read instead of skipping `offset` orders. Used only with the offset and `order_by` it was made for, ignored otherwise; a value not made by a `next` link is a 400. */
                after?: string;
                /** @description Billing statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                billing_status__in?: string;
                /** @description created_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                created_at?: string;
                /** @description created_at at or after */
                created_at__gte?: string;
                /** @description created_at at or before */
                created_at__lte?: string;
                /** @description Exact customer_number. */
                customer_number?: string;
                /** @description Billing or shipping e-mail (case-insensitive). */
                email?: string;
                /** @description `boxes`, `items` or `boxes,items`: inline full boxes and items. */
                expand?: string;
                /** @description Comma list of `custom_fields`, `boxes__custom_fields`, `boxes__items__custom_fields`: custom-field values over 512 bytes leave out `value`. */
                lazy?: string;
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description nested_updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                nested_updated_at?: string;
                /** @description nested_updated_at at or after */
                nested_updated_at__gte?: string;
                /** @description nested_updated_at at or before */
                nested_updated_at__lte?: string;
                /** @description Rows to skip */
                offset?: number;
                /** @description Comma list of `nested_updated_at`, `url`: compact results with just these fields. */
                only?: string;
                /** @description One key, `-` prefix for descending. Default `-created_at`; ties break on id. */
                order_by?: string;
                /** @description Exact order_number. */
                order_number?: number;
                /** @description ordered_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                ordered_at?: string;
                /** @description ordered_at at or after */
                ordered_at__gte?: string;
                /** @description ordered_at at or before */
                ordered_at__lte?: string;
                /** @description Exact po_number. */
                po_number?: string;
                /** @description Exact primary_id. */
                primary_id?: string;
                /** @description printed_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                printed_at?: string;
                /** @description printed_at at or after */
                printed_at__gte?: string;
                /** @description printed_at at or before */
                printed_at__lte?: string;
                /** @description Full-text search over ids, numbers, names, companies, e-mails, phones, cities, item part numbers, codes and descriptions, tags and tracking numbers. Every word must start a word of the order (in a hyphenated word only the last part is a prefix); `ada@` starts an e-mail address, and a word with a dot (`example.com`) also matches the domain of the order's e-mails. A word over 2,046 bytes is a 400. At most 70 results, best first (full-text rank; with more than 1,000 matches, among the newest 1,000 by created_at, or by the first date a filter bounds from above) unless order_by is given. */
                q?: string;
                /** @description Orders with a relation of this kind; `!kind` for orders without one. */
                relation__kind?: string;
                /** @description Exact shipping.ship_type. */
                ship_type?: string;
                /** @description Exact shipping.ship_via. */
                ship_via?: string;
                /** @description ship_via values. Values separated by , or |; prefix a value with ! to exclude it. */
                ship_via__in?: string;
                /** @description shipped_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                shipped_at?: string;
                /** @description shipped_at at or after */
                shipped_at__gte?: string;
                /** @description shipped_at at or before */
                shipped_at__lte?: string;
                /** @description Shipping statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                shipping_status__in?: string;
                /** @description Exact source account. */
                sources__account?: string;
                /** @description Source accounts. Values separated by , or |; prefix a value with ! to exclude it. */
                sources__account__in?: string;
                /** @description Exact source name. */
                sources__name?: string;
                /** @description 0 none (default), 1 where the value is unknown, 2 always: adds `field?` keys. */
                suggestions?: number;
                /** @description Orders carrying this tag. */
                tag?: string;
                /** @description to_ship_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                to_ship_at?: string;
                /** @description to_ship_at at or after */
                to_ship_at__gte?: string;
                /** @description to_ship_at at or before */
                to_ship_at__lte?: string;
                /** @description Exact unique_id. */
                unique_id?: string;
                /** @description updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                updated_at?: string;
                /** @description updated_at at or after */
                updated_at__gte?: string;
                /** @description updated_at at or before */
                updated_at__lte?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            billing: {
                                bill_to: {
                                    address_1: string | null;
                                    address_2: string | null;
                                    city: string | null;
                                    company: string | null;
                                    country: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    email: string | null;
                                    first_name: string | null;
                                    last_name: string | null;
                                    phone: string | null;
                                    post_code: string | null;
                                    /** @description State or province */
                                    region: string | null;
                                    residential: boolean | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    validated: boolean | null;
                                } | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                shipping: string | null;
                                /** @enum {string|null} */
                                status: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                subtotal: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                tax: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                total: string | null;
                            };
                            boxes: {
                                /** @enum {string|null} */
                                cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                cod_value?: string | null;
                                /** @enum {string|null} */
                                confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                declared_value?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                delivered_at?: string | null;
                                description?: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height?: string | null;
                                insurance_type?: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                insured_value?: string | null;
                                items: {
                                    /** @description Numeric or alphanumeric code identifying the item type */
                                    code?: string | null;
                                    commodity_code?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at?: string;
                                    custom_fields?: {
                                        [key: string]: {
                                            encoding: string | null;
                                            type: string | null;
                                            value?: string;
                                        };
                                    };
                                    description?: string | null;
                                    ean?: string | null;
                                    export_type_code?: string | null;
                                    image_link?: string | null;
                                    isbn?: string | null;
                                    joint_production?: boolean | null;
                                    /**
                                     * @description Line kind: goods, discount, tax or adjustment
                                     * @enum {string}
                                     */
                                    kind?: "goods" | "discount" | "tax" | "adjustment";
                                    link?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    net_cost_begin_date?: string | null;
                                    net_cost_code?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    net_cost_end_date?: string | null;
                                    origin_country_code?: string | null;
                                    /** @description Carrier-style barcode */
                                    parcel_barcode?: string | null;
                                    /** @description SKU */
                                    part_number?: string | null;
                                    /** @description Warehouse location */
                                    pick_location?: string | null;
                                    preference_criteria_code?: string | null;
                                    producer_info_code?: string | null;
                                    quantity?: number;
                                    scheduleb_commodity_code?: string | null;
                                    /**
                                     * Format: money
                                     * @description Multiplied by quantity for the line total
                                     * @example 100.00 USD
                                     */
                                    unit_price?: string | null;
                                    /**
                                     * Format: weight
                                     * @description Multiplied by quantity for the line weight
                                     * @example 1 lbs
                                     */
                                    unit_weight?: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at?: string;
                                    url: string;
                                }[];
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length?: string | null;
                                package_type?: string | null;
                                packaging?: {
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    description: string | null;
                                    /**
                                     * Format: length
                                     * @example 8 in
                                     */
                                    height: string | null;
                                    /**
                                     * Format: length
                                     * @example 8 in
                                     */
                                    length: string | null;
                                    /** @description Required on create; surrounding blanks are trimmed */
                                    name: string;
                                    /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                    package_type: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    /** @example /api/v2/orgs/1/packaging/3/ */
                                    url: string;
                                    /**
                                     * Format: weight
                                     * @example 1 lbs
                                     */
                                    weight: string | null;
                                    /**
                                     * Format: length
                                     * @example 8 in
                                     */
                                    width: string | null;
                                } | null;
                                saturday_delivery?: boolean | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                ship_cost?: string | null;
                                shipper_release?: boolean | null;
                                shipping_docs?: {
                                    /**
                                     * @description Where the file is served (GET with a token of the organization)
                                     * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                     */
                                    document: string;
                                    /**
                                     * @description What the document is; required on upload
                                     * @enum {string}
                                     */
                                    kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                    /** @description Free text: what the document is for */
                                    purpose: string | null;
                                    /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                    url: string;
                                }[];
                                /** @description Tracking events (carrier scans), oldest first */
                                tracking?: {
                                    /**
                                     * Format: datetime
                                     * @description The carrier's time of the scan
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    description: string | null;
                                    location: string | null;
                                    /** @enum {string} */
                                    status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                    url: string;
                                }[];
                                tracking_number?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight?: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width?: string | null;
                            }[];
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            custom_fields: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            customer_number: string | null;
                            message: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            nested_updated_at: string;
                            notes: {
                                agent: string | null;
                                author: {
                                    email: string | null;
                                    name: string | null;
                                    system: boolean;
                                };
                                content: string;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                url: string;
                            }[];
                            order_number: number | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            ordered_at: string | null;
                            po_number: string | null;
                            primary_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            printed_at: string | null;
                            relations: {
                                kind: string;
                                order: string;
                            }[];
                            shipping: {
                                ship_agent: string | null;
                                /**
                                 * Format: money
                                 * @example 100.00 USD
                                 */
                                ship_cost: string | null;
                                ship_from: {
                                    address_1: string | null;
                                    address_2: string | null;
                                    city: string | null;
                                    company: string | null;
                                    country: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    email: string | null;
                                    first_name: string | null;
                                    last_name: string | null;
                                    phone: string | null;
                                    post_code: string | null;
                                    /** @description State or province */
                                    region: string | null;
                                    residential: boolean | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    validated: boolean | null;
                                } | null;
                                ship_to: {
                                    address_1: string | null;
                                    address_2: string | null;
                                    city: string | null;
                                    company: string | null;
                                    country: string | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    created_at: string;
                                    email: string | null;
                                    first_name: string | null;
                                    last_name: string | null;
                                    phone: string | null;
                                    post_code: string | null;
                                    /** @description State or province */
                                    region: string | null;
                                    residential: boolean | null;
                                    /**
                                     * Format: datetime
                                     * @example 2018-03-30T00:00:16.159321Z
                                     */
                                    updated_at: string;
                                    validated: boolean | null;
                                } | null;
                                ship_type: string | null;
                                ship_via: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                shipped_at: string | null;
                                /** @enum {string|null} */
                                status: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                to_ship_at: string | null;
                                warehouse: string | null;
                            };
                            source: {
                                account: string | null;
                                channel: string | null;
                                /** @description Id in the source platform; a number is accepted and stored as text */
                                id: string | number | (never | null);
                                name: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                retrieved_at: string | null;
                                /**
                                 * Format: datetime
                                 * @description Read only: when a source value last changed
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string | null;
                            };
                            tags: string[];
                            terms: string | null;
                            unique_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "primary_id": "PO-1001",
                 *       "ordered_at": "2024-05-31T14:30:00Z",
                 *       "billing": {
                 *         "status": "paid",
                 *         "total": "35.95 USD"
                 *       },
                 *       "shipping": {
                 *         "ship_via": "UPS",
                 *         "ship_type": "Ground",
                 *         "ship_to": {
                 *           "first_name": "Ada",
                 *           "last_name": "Lovelace",
                 *           "address_1": "12 Main St",
                 *           "city": "Portland",
                 *           "region": "OR",
                 *           "post_code": "97205",
                 *           "country": "US",
                 *           "email": "ada@example.com"
                 *         }
                 *       },
                 *       "boxes": [
                 *         {
                 *           "items": [
                 *             {
                 *               "part_number": "SKU-1",
                 *               "description": "Ceramic mug",
                 *               "quantity": 2,
                 *               "unit_price": "12.50 USD",
                 *               "unit_weight": "1 lbs"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "notes": [
                 *         {
                 *           "content": "Gift wrap, please."
                 *         }
                 *       ],
                 *       "tags": [
                 *         "gift"
                 *       ]
                 *     }
                 */
                "application/json": {
                    billing?: {
                        bill_to?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        shipping?: string | null;
                        /** @enum {string|null} */
                        status?: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        subtotal?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        tax?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        total?: string | null;
                    } | null;
                    boxes?: {
                        /** @enum {string|null} */
                        cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        cod_value?: string | null;
                        /** @enum {string|null} */
                        confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                        custom_fields?: {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        declared_value?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at?: string | null;
                        description?: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height?: string | null;
                        insurance_type?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        insured_value?: string | null;
                        items?: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                            custom_fields?: {
                                [key: string]: unknown;
                            };
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            image_link?: string | null;
                            isbn?: string | null;
                            /**
                             * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                             * @enum {unknown}
                             */
                            joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            link?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            scheduleb_commodity_code?: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price?: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight?: string | null;
                            /** @description Url of an item of this box: update it; leave out to add an item */
                            url?: string;
                        }[];
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length?: string | null;
                        package_type?: string | null;
                        packaging?: {
                            url: string;
                        } | null;
                        saturday_delivery?: boolean | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost?: string | null;
                        shipper_release?: boolean | null;
                        tracking_number?: string | null;
                        url?: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight?: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width?: string | null;
                    }[];
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    customer_number?: string | null;
                    message?: string | null;
                    notes?: {
                        agent?: string | null;
                        author?: {
                            /** Format: email */
                            email?: string | null;
                            name?: string | null;
                            system?: boolean;
                        };
                        content?: string;
                        url?: string;
                    }[];
                    order_number?: number | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    ordered_at?: string | null;
                    po_number?: string | null;
                    primary_id: string;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    printed_at?: string | null;
                    relations?: {
                        /** @enum {string} */
                        kind: "return-child" | "return-parent" | "split-child" | "split-parent" | "combine-child" | "combine-parent";
                        order: string;
                    }[];
                    shipping?: {
                        ship_agent?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost?: string | null;
                        ship_from?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        ship_to?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        ship_type?: string | null;
                        ship_via?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        shipped_at?: string | null;
                        /** @enum {string|null} */
                        status?: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        to_ship_at?: string | null;
                        warehouse?: string | null;
                    } | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    tags?: string[];
                    terms?: string | null;
                    unique_id?: string;
                };
            };
        };
        responses: {
            /** @description Created: the new order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            bill_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            shipping: string | null;
                            /** @enum {string|null} */
                            status: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            subtotal: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            tax: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            total: string | null;
                        };
                        boxes: {
                            /** @enum {string|null} */
                            cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            cod_value?: string | null;
                            /** @enum {string|null} */
                            confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            declared_value?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            delivered_at?: string | null;
                            description?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height?: string | null;
                            insurance_type?: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            insured_value?: string | null;
                            items: {
                                /** @description Numeric or alphanumeric code identifying the item type */
                                code?: string | null;
                                commodity_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                description?: string | null;
                                ean?: string | null;
                                export_type_code?: string | null;
                                image_link?: string | null;
                                isbn?: string | null;
                                joint_production?: boolean | null;
                                /**
                                 * @description Line kind: goods, discount, tax or adjustment
                                 * @enum {string}
                                 */
                                kind?: "goods" | "discount" | "tax" | "adjustment";
                                link?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_begin_date?: string | null;
                                net_cost_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_end_date?: string | null;
                                origin_country_code?: string | null;
                                /** @description Carrier-style barcode */
                                parcel_barcode?: string | null;
                                /** @description SKU */
                                part_number?: string | null;
                                /** @description Warehouse location */
                                pick_location?: string | null;
                                preference_criteria_code?: string | null;
                                producer_info_code?: string | null;
                                quantity?: number;
                                scheduleb_commodity_code?: string | null;
                                /**
                                 * Format: money
                                 * @description Multiplied by quantity for the line total
                                 * @example 100.00 USD
                                 */
                                unit_price?: string | null;
                                /**
                                 * Format: weight
                                 * @description Multiplied by quantity for the line weight
                                 * @example 1 lbs
                                 */
                                unit_weight?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                            }[];
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length?: string | null;
                            package_type?: string | null;
                            packaging?: {
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length: string | null;
                                /** @description Required on create; surrounding blanks are trimmed */
                                name: string;
                                /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                package_type: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                /** @example /api/v2/orgs/1/packaging/3/ */
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width: string | null;
                            } | null;
                            saturday_delivery?: boolean | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost?: string | null;
                            shipper_release?: boolean | null;
                            shipping_docs?: {
                                /**
                                 * @description Where the file is served (GET with a token of the organization)
                                 * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                 */
                                document: string;
                                /**
                                 * @description What the document is; required on upload
                                 * @enum {string}
                                 */
                                kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                /** @description Free text: what the document is for */
                                purpose: string | null;
                                /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                url: string;
                            }[];
                            /** @description Tracking events (carrier scans), oldest first */
                            tracking?: {
                                /**
                                 * Format: datetime
                                 * @description The carrier's time of the scan
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                location: string | null;
                                /** @enum {string} */
                                status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                url: string;
                            }[];
                            tracking_number?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width?: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        customer_number: string | null;
                        message: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        nested_updated_at: string;
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        order_number: number | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        ordered_at: string | null;
                        po_number: string | null;
                        primary_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        printed_at: string | null;
                        relations: {
                            kind: string;
                            order: string;
                        }[];
                        shipping: {
                            ship_agent: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost: string | null;
                            ship_from: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_type: string | null;
                            ship_via: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            shipped_at: string | null;
                            /** @enum {string|null} */
                            status: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            to_ship_at: string | null;
                            warehouse: string | null;
                        };
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        tags: string[];
                        terms: string | null;
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                /** @description `boxes`, `items` or `boxes,items`: inline full boxes and items */
                expand?: string;
                /** @description Comma list of custom_fields, boxes__custom_fields, boxes__items__custom_fields: values over 512 bytes lose their `value` key */
                lazy?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            bill_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            shipping: string | null;
                            /** @enum {string|null} */
                            status: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            subtotal: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            tax: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            total: string | null;
                        };
                        boxes: {
                            /** @enum {string|null} */
                            cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            cod_value?: string | null;
                            /** @enum {string|null} */
                            confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            declared_value?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            delivered_at?: string | null;
                            description?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height?: string | null;
                            insurance_type?: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            insured_value?: string | null;
                            items: {
                                /** @description Numeric or alphanumeric code identifying the item type */
                                code?: string | null;
                                commodity_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                description?: string | null;
                                ean?: string | null;
                                export_type_code?: string | null;
                                image_link?: string | null;
                                isbn?: string | null;
                                joint_production?: boolean | null;
                                /**
                                 * @description Line kind: goods, discount, tax or adjustment
                                 * @enum {string}
                                 */
                                kind?: "goods" | "discount" | "tax" | "adjustment";
                                link?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_begin_date?: string | null;
                                net_cost_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_end_date?: string | null;
                                origin_country_code?: string | null;
                                /** @description Carrier-style barcode */
                                parcel_barcode?: string | null;
                                /** @description SKU */
                                part_number?: string | null;
                                /** @description Warehouse location */
                                pick_location?: string | null;
                                preference_criteria_code?: string | null;
                                producer_info_code?: string | null;
                                quantity?: number;
                                scheduleb_commodity_code?: string | null;
                                /**
                                 * Format: money
                                 * @description Multiplied by quantity for the line total
                                 * @example 100.00 USD
                                 */
                                unit_price?: string | null;
                                /**
                                 * Format: weight
                                 * @description Multiplied by quantity for the line weight
                                 * @example 1 lbs
                                 */
                                unit_weight?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                            }[];
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length?: string | null;
                            package_type?: string | null;
                            packaging?: {
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length: string | null;
                                /** @description Required on create; surrounding blanks are trimmed */
                                name: string;
                                /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                package_type: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                /** @example /api/v2/orgs/1/packaging/3/ */
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width: string | null;
                            } | null;
                            saturday_delivery?: boolean | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost?: string | null;
                            shipper_release?: boolean | null;
                            shipping_docs?: {
                                /**
                                 * @description Where the file is served (GET with a token of the organization)
                                 * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                 */
                                document: string;
                                /**
                                 * @description What the document is; required on upload
                                 * @enum {string}
                                 */
                                kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                /** @description Free text: what the document is for */
                                purpose: string | null;
                                /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                url: string;
                            }[];
                            /** @description Tracking events (carrier scans), oldest first */
                            tracking?: {
                                /**
                                 * Format: datetime
                                 * @description The carrier's time of the scan
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                location: string | null;
                                /** @enum {string} */
                                status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                url: string;
                            }[];
                            tracking_number?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width?: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        customer_number: string | null;
                        message: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        nested_updated_at: string;
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        order_number: number | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        ordered_at: string | null;
                        po_number: string | null;
                        primary_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        printed_at: string | null;
                        relations: {
                            kind: string;
                            order: string;
                        }[];
                        shipping: {
                            ship_agent: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost: string | null;
                            ship_from: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_type: string | null;
                            ship_via: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            shipped_at: string | null;
                            /** @enum {string|null} */
                            status: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            to_ship_at: string | null;
                            warehouse: string | null;
                        };
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        tags: string[];
                        terms: string | null;
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replaceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing?: {
                        bill_to?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        shipping?: string | null;
                        /** @enum {string|null} */
                        status?: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        subtotal?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        tax?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        total?: string | null;
                    } | null;
                    boxes?: {
                        /** @enum {string|null} */
                        cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        cod_value?: string | null;
                        /** @enum {string|null} */
                        confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                        custom_fields?: {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        declared_value?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at?: string | null;
                        description?: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height?: string | null;
                        insurance_type?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        insured_value?: string | null;
                        items?: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                            custom_fields?: {
                                [key: string]: unknown;
                            };
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            image_link?: string | null;
                            isbn?: string | null;
                            /**
                             * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                             * @enum {unknown}
                             */
                            joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            link?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            scheduleb_commodity_code?: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price?: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight?: string | null;
                            /** @description Url of an item of this box: update it; leave out to add an item */
                            url?: string;
                        }[];
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length?: string | null;
                        package_type?: string | null;
                        packaging?: {
                            url: string;
                        } | null;
                        saturday_delivery?: boolean | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost?: string | null;
                        shipper_release?: boolean | null;
                        tracking_number?: string | null;
                        url?: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight?: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width?: string | null;
                    }[];
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    customer_number?: string | null;
                    message?: string | null;
                    notes?: {
                        agent?: string | null;
                        author?: {
                            /** Format: email */
                            email?: string | null;
                            name?: string | null;
                            system?: boolean;
                        };
                        content?: string;
                        url?: string;
                    }[];
                    order_number?: number | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    ordered_at?: string | null;
                    po_number?: string | null;
                    primary_id: string;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    printed_at?: string | null;
                    relations?: {
                        /** @enum {string} */
                        kind: "return-child" | "return-parent" | "split-child" | "split-parent" | "combine-child" | "combine-parent";
                        order: string;
                    }[];
                    shipping?: {
                        ship_agent?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost?: string | null;
                        ship_from?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        ship_to?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        ship_type?: string | null;
                        ship_via?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        shipped_at?: string | null;
                        /** @enum {string|null} */
                        status?: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        to_ship_at?: string | null;
                        warehouse?: string | null;
                    } | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    tags?: string[];
                    terms?: string | null;
                    unique_id?: string;
                };
            };
        };
        responses: {
            /** @description The order as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            bill_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            shipping: string | null;
                            /** @enum {string|null} */
                            status: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            subtotal: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            tax: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            total: string | null;
                        };
                        boxes: {
                            /** @enum {string|null} */
                            cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            cod_value?: string | null;
                            /** @enum {string|null} */
                            confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            declared_value?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            delivered_at?: string | null;
                            description?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height?: string | null;
                            insurance_type?: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            insured_value?: string | null;
                            items: {
                                /** @description Numeric or alphanumeric code identifying the item type */
                                code?: string | null;
                                commodity_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                description?: string | null;
                                ean?: string | null;
                                export_type_code?: string | null;
                                image_link?: string | null;
                                isbn?: string | null;
                                joint_production?: boolean | null;
                                /**
                                 * @description Line kind: goods, discount, tax or adjustment
                                 * @enum {string}
                                 */
                                kind?: "goods" | "discount" | "tax" | "adjustment";
                                link?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_begin_date?: string | null;
                                net_cost_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_end_date?: string | null;
                                origin_country_code?: string | null;
                                /** @description Carrier-style barcode */
                                parcel_barcode?: string | null;
                                /** @description SKU */
                                part_number?: string | null;
                                /** @description Warehouse location */
                                pick_location?: string | null;
                                preference_criteria_code?: string | null;
                                producer_info_code?: string | null;
                                quantity?: number;
                                scheduleb_commodity_code?: string | null;
                                /**
                                 * Format: money
                                 * @description Multiplied by quantity for the line total
                                 * @example 100.00 USD
                                 */
                                unit_price?: string | null;
                                /**
                                 * Format: weight
                                 * @description Multiplied by quantity for the line weight
                                 * @example 1 lbs
                                 */
                                unit_weight?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                            }[];
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length?: string | null;
                            package_type?: string | null;
                            packaging?: {
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length: string | null;
                                /** @description Required on create; surrounding blanks are trimmed */
                                name: string;
                                /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                package_type: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                /** @example /api/v2/orgs/1/packaging/3/ */
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width: string | null;
                            } | null;
                            saturday_delivery?: boolean | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost?: string | null;
                            shipper_release?: boolean | null;
                            shipping_docs?: {
                                /**
                                 * @description Where the file is served (GET with a token of the organization)
                                 * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                 */
                                document: string;
                                /**
                                 * @description What the document is; required on upload
                                 * @enum {string}
                                 */
                                kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                /** @description Free text: what the document is for */
                                purpose: string | null;
                                /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                url: string;
                            }[];
                            /** @description Tracking events (carrier scans), oldest first */
                            tracking?: {
                                /**
                                 * Format: datetime
                                 * @description The carrier's time of the scan
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                location: string | null;
                                /** @enum {string} */
                                status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                url: string;
                            }[];
                            tracking_number?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width?: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        customer_number: string | null;
                        message: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        nested_updated_at: string;
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        order_number: number | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        ordered_at: string | null;
                        po_number: string | null;
                        primary_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        printed_at: string | null;
                        relations: {
                            kind: string;
                            order: string;
                        }[];
                        shipping: {
                            ship_agent: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost: string | null;
                            ship_from: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_type: string | null;
                            ship_via: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            shipped_at: string | null;
                            /** @enum {string|null} */
                            status: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            to_ship_at: string | null;
                            warehouse: string | null;
                        };
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        tags: string[];
                        terms: string | null;
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing?: {
                        bill_to?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        shipping?: string | null;
                        /** @enum {string|null} */
                        status?: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        subtotal?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        tax?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        total?: string | null;
                    } | null;
                    boxes?: {
                        /** @enum {string|null} */
                        cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        cod_value?: string | null;
                        /** @enum {string|null} */
                        confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                        custom_fields?: {
                            [key: string]: unknown;
                        };
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        declared_value?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at?: string | null;
                        description?: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height?: string | null;
                        insurance_type?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        insured_value?: string | null;
                        items?: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                            custom_fields?: {
                                [key: string]: unknown;
                            };
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            image_link?: string | null;
                            isbn?: string | null;
                            /**
                             * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                             * @enum {unknown}
                             */
                            joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            link?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            scheduleb_commodity_code?: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price?: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight?: string | null;
                            /** @description Url of an item of this box: update it; leave out to add an item */
                            url?: string;
                        }[];
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length?: string | null;
                        package_type?: string | null;
                        packaging?: {
                            url: string;
                        } | null;
                        saturday_delivery?: boolean | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost?: string | null;
                        shipper_release?: boolean | null;
                        tracking_number?: string | null;
                        url?: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight?: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width?: string | null;
                    }[];
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    customer_number?: string | null;
                    message?: string | null;
                    notes?: {
                        agent?: string | null;
                        author?: {
                            /** Format: email */
                            email?: string | null;
                            name?: string | null;
                            system?: boolean;
                        };
                        content?: string;
                        url?: string;
                    }[];
                    order_number?: number | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    ordered_at?: string | null;
                    po_number?: string | null;
                    primary_id?: string;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    printed_at?: string | null;
                    relations?: {
                        /** @enum {string} */
                        kind: "return-child" | "return-parent" | "split-child" | "split-parent" | "combine-child" | "combine-parent";
                        order: string;
                    }[];
                    shipping?: {
                        ship_agent?: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost?: string | null;
                        ship_from?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        ship_to?: {
                            address_1?: string | null;
                            address_2?: string | null;
                            city?: string | null;
                            company?: string | null;
                            country?: string | null;
                            /** Format: email */
                            email?: string | null;
                            first_name?: string | null;
                            last_name?: string | null;
                            /** @description Surrounding whitespace is trimmed */
                            phone?: string | null;
                            post_code?: string | null;
                            /** @description State or province */
                            region?: string | null;
                            residential?: boolean | null;
                            validated?: boolean | null;
                        } | null;
                        ship_type?: string | null;
                        ship_via?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        shipped_at?: string | null;
                        /** @enum {string|null} */
                        status?: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        to_ship_at?: string | null;
                        warehouse?: string | null;
                    } | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    tags?: string[];
                    terms?: string | null;
                    unique_id?: string;
                };
            };
        };
        responses: {
            /** @description The order as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billing: {
                            bill_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            shipping: string | null;
                            /** @enum {string|null} */
                            status: "pending" | "paid" | "partially_paid" | "refunded" | "partially_refunded" | "cancelled" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            subtotal: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            tax: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            total: string | null;
                        };
                        boxes: {
                            /** @enum {string|null} */
                            cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            cod_value?: string | null;
                            /** @enum {string|null} */
                            confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            declared_value?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            delivered_at?: string | null;
                            description?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height?: string | null;
                            insurance_type?: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            insured_value?: string | null;
                            items: {
                                /** @description Numeric or alphanumeric code identifying the item type */
                                code?: string | null;
                                commodity_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                description?: string | null;
                                ean?: string | null;
                                export_type_code?: string | null;
                                image_link?: string | null;
                                isbn?: string | null;
                                joint_production?: boolean | null;
                                /**
                                 * @description Line kind: goods, discount, tax or adjustment
                                 * @enum {string}
                                 */
                                kind?: "goods" | "discount" | "tax" | "adjustment";
                                link?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_begin_date?: string | null;
                                net_cost_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_end_date?: string | null;
                                origin_country_code?: string | null;
                                /** @description Carrier-style barcode */
                                parcel_barcode?: string | null;
                                /** @description SKU */
                                part_number?: string | null;
                                /** @description Warehouse location */
                                pick_location?: string | null;
                                preference_criteria_code?: string | null;
                                producer_info_code?: string | null;
                                quantity?: number;
                                scheduleb_commodity_code?: string | null;
                                /**
                                 * Format: money
                                 * @description Multiplied by quantity for the line total
                                 * @example 100.00 USD
                                 */
                                unit_price?: string | null;
                                /**
                                 * Format: weight
                                 * @description Multiplied by quantity for the line weight
                                 * @example 1 lbs
                                 */
                                unit_weight?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                            }[];
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length?: string | null;
                            package_type?: string | null;
                            packaging?: {
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length: string | null;
                                /** @description Required on create; surrounding blanks are trimmed */
                                name: string;
                                /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                package_type: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                /** @example /api/v2/orgs/1/packaging/3/ */
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width: string | null;
                            } | null;
                            saturday_delivery?: boolean | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost?: string | null;
                            shipper_release?: boolean | null;
                            shipping_docs?: {
                                /**
                                 * @description Where the file is served (GET with a token of the organization)
                                 * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                 */
                                document: string;
                                /**
                                 * @description What the document is; required on upload
                                 * @enum {string}
                                 */
                                kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                /** @description Free text: what the document is for */
                                purpose: string | null;
                                /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                url: string;
                            }[];
                            /** @description Tracking events (carrier scans), oldest first */
                            tracking?: {
                                /**
                                 * Format: datetime
                                 * @description The carrier's time of the scan
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                location: string | null;
                                /** @enum {string} */
                                status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                url: string;
                            }[];
                            tracking_number?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight?: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width?: string | null;
                        }[];
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        customer_number: string | null;
                        message: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        nested_updated_at: string;
                        notes: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                        order_number: number | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        ordered_at: string | null;
                        po_number: string | null;
                        primary_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        printed_at: string | null;
                        relations: {
                            kind: string;
                            order: string;
                        }[];
                        shipping: {
                            ship_agent: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost: string | null;
                            ship_from: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                /** @description State or province */
                                region: string | null;
                                residential: boolean | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            } | null;
                            ship_type: string | null;
                            ship_via: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            shipped_at: string | null;
                            /** @enum {string|null} */
                            status: "unfulfilled" | "fulfilled" | "partially_fulfilled" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            to_ship_at: string | null;
                            warehouse: string | null;
                        };
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        tags: string[];
                        terms: string | null;
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderBoxes: {
        parameters: {
            query?: {
                expand?: string;
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of boxes: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /** @enum {string|null} */
                            cod: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            cod_value: string | null;
                            /** @enum {string|null} */
                            confirmation_type: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            custom_fields: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            declared_value: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            delivered_at: string | null;
                            description: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height: string | null;
                            insurance_type: string | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            insured_value: string | null;
                            items: {
                                /** @description Numeric or alphanumeric code identifying the item type */
                                code?: string | null;
                                commodity_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at?: string;
                                custom_fields?: {
                                    [key: string]: {
                                        encoding: string | null;
                                        type: string | null;
                                        value?: string;
                                    };
                                };
                                description?: string | null;
                                ean?: string | null;
                                export_type_code?: string | null;
                                image_link?: string | null;
                                isbn?: string | null;
                                joint_production?: boolean | null;
                                /**
                                 * @description Line kind: goods, discount, tax or adjustment
                                 * @enum {string}
                                 */
                                kind?: "goods" | "discount" | "tax" | "adjustment";
                                link?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_begin_date?: string | null;
                                net_cost_code?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                net_cost_end_date?: string | null;
                                origin_country_code?: string | null;
                                /** @description Carrier-style barcode */
                                parcel_barcode?: string | null;
                                /** @description SKU */
                                part_number?: string | null;
                                /** @description Warehouse location */
                                pick_location?: string | null;
                                preference_criteria_code?: string | null;
                                producer_info_code?: string | null;
                                quantity?: number;
                                scheduleb_commodity_code?: string | null;
                                /**
                                 * Format: money
                                 * @description Multiplied by quantity for the line total
                                 * @example 100.00 USD
                                 */
                                unit_price?: string | null;
                                /**
                                 * Format: weight
                                 * @description Multiplied by quantity for the line weight
                                 * @example 1 lbs
                                 */
                                unit_weight?: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at?: string;
                                url: string;
                            }[];
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length: string | null;
                            package_type: string | null;
                            packaging: {
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                height: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                length: string | null;
                                /** @description Required on create; surrounding blanks are trimmed */
                                name: string;
                                /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                                package_type: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                /** @example /api/v2/orgs/1/packaging/3/ */
                                url: string;
                                /**
                                 * Format: weight
                                 * @example 1 lbs
                                 */
                                weight: string | null;
                                /**
                                 * Format: length
                                 * @example 8 in
                                 */
                                width: string | null;
                            } | null;
                            saturday_delivery: boolean | null;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            ship_cost: string | null;
                            shipper_release: boolean | null;
                            shipping_docs: {
                                /**
                                 * @description Where the file is served (GET with a token of the organization)
                                 * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                                 */
                                document: string;
                                /**
                                 * @description What the document is; required on upload
                                 * @enum {string}
                                 */
                                kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                                /** @description Free text: what the document is for */
                                purpose: string | null;
                                /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                                url: string;
                            }[];
                            /** @description Tracking events (carrier scans), oldest first */
                            tracking: {
                                /**
                                 * Format: datetime
                                 * @description The carrier's time of the scan
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                description: string | null;
                                location: string | null;
                                /** @enum {string} */
                                status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                                url: string;
                            }[];
                            tracking_number: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderBox: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    cod_value?: string | null;
                    /** @enum {string|null} */
                    confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    declared_value?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    delivered_at?: string | null;
                    description?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    height?: string | null;
                    insurance_type?: string | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    insured_value?: string | null;
                    items?: {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code?: string | null;
                        commodity_code?: string | null;
                        /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                        custom_fields?: {
                            [key: string]: unknown;
                        };
                        description?: string | null;
                        ean?: string | null;
                        export_type_code?: string | null;
                        image_link?: string | null;
                        isbn?: string | null;
                        /**
                         * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                         * @enum {unknown}
                         */
                        joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind?: "goods" | "discount" | "tax" | "adjustment";
                        link?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date?: string | null;
                        net_cost_code?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date?: string | null;
                        origin_country_code?: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode?: string | null;
                        /** @description SKU */
                        part_number?: string | null;
                        /** @description Warehouse location */
                        pick_location?: string | null;
                        preference_criteria_code?: string | null;
                        producer_info_code?: string | null;
                        quantity?: number;
                        scheduleb_commodity_code?: string | null;
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price?: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight?: string | null;
                        /** @description Url of an item of this box: update it; leave out to add an item */
                        url?: string;
                    }[];
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    length?: string | null;
                    package_type?: string | null;
                    packaging?: {
                        url: string;
                    } | null;
                    saturday_delivery?: boolean | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    ship_cost?: string | null;
                    shipper_release?: boolean | null;
                    tracking_number?: string | null;
                    url?: string;
                    /**
                     * Format: weight
                     * @example 1 lbs
                     */
                    weight?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    width?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new box */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        cod: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        cod_value: string | null;
                        /** @enum {string|null} */
                        confirmation_type: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        declared_value: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at: string | null;
                        description: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height: string | null;
                        insurance_type: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        insured_value: string | null;
                        items: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            image_link?: string | null;
                            isbn?: string | null;
                            joint_production?: boolean | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            link?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            scheduleb_commodity_code?: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price?: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                        }[];
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length: string | null;
                        package_type: string | null;
                        packaging: {
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length: string | null;
                            /** @description Required on create; surrounding blanks are trimmed */
                            name: string;
                            /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                            package_type: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/packaging/3/ */
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width: string | null;
                        } | null;
                        saturday_delivery: boolean | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost: string | null;
                        shipper_release: boolean | null;
                        shipping_docs: {
                            /**
                             * @description Where the file is served (GET with a token of the organization)
                             * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                             */
                            document: string;
                            /**
                             * @description What the document is; required on upload
                             * @enum {string}
                             */
                            kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                            /** @description Free text: what the document is for */
                            purpose: string | null;
                            /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                            url: string;
                        }[];
                        /** @description Tracking events (carrier scans), oldest first */
                        tracking: {
                            /**
                             * Format: datetime
                             * @description The carrier's time of the scan
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            location: string | null;
                            /** @enum {string} */
                            status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                            url: string;
                        }[];
                        tracking_number: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderBox: {
        parameters: {
            query?: {
                expand?: string;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The box */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        cod: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        cod_value: string | null;
                        /** @enum {string|null} */
                        confirmation_type: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        declared_value: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at: string | null;
                        description: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height: string | null;
                        insurance_type: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        insured_value: string | null;
                        items: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            image_link?: string | null;
                            isbn?: string | null;
                            joint_production?: boolean | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            link?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            scheduleb_commodity_code?: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price?: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                        }[];
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length: string | null;
                        package_type: string | null;
                        packaging: {
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length: string | null;
                            /** @description Required on create; surrounding blanks are trimmed */
                            name: string;
                            /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                            package_type: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/packaging/3/ */
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width: string | null;
                        } | null;
                        saturday_delivery: boolean | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost: string | null;
                        shipper_release: boolean | null;
                        shipping_docs: {
                            /**
                             * @description Where the file is served (GET with a token of the organization)
                             * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                             */
                            document: string;
                            /**
                             * @description What the document is; required on upload
                             * @enum {string}
                             */
                            kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                            /** @description Free text: what the document is for */
                            purpose: string | null;
                            /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                            url: string;
                        }[];
                        /** @description Tracking events (carrier scans), oldest first */
                        tracking: {
                            /**
                             * Format: datetime
                             * @description The carrier's time of the scan
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            location: string | null;
                            /** @enum {string} */
                            status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                            url: string;
                        }[];
                        tracking_number: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrderBox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrderBox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    cod?: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    cod_value?: string | null;
                    /** @enum {string|null} */
                    confirmation_type?: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    declared_value?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    delivered_at?: string | null;
                    description?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    height?: string | null;
                    insurance_type?: string | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    insured_value?: string | null;
                    items?: {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code?: string | null;
                        commodity_code?: string | null;
                        /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                        custom_fields?: {
                            [key: string]: unknown;
                        };
                        description?: string | null;
                        ean?: string | null;
                        export_type_code?: string | null;
                        image_link?: string | null;
                        isbn?: string | null;
                        /**
                         * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                         * @enum {unknown}
                         */
                        joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind?: "goods" | "discount" | "tax" | "adjustment";
                        link?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date?: string | null;
                        net_cost_code?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date?: string | null;
                        origin_country_code?: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode?: string | null;
                        /** @description SKU */
                        part_number?: string | null;
                        /** @description Warehouse location */
                        pick_location?: string | null;
                        preference_criteria_code?: string | null;
                        producer_info_code?: string | null;
                        quantity?: number;
                        scheduleb_commodity_code?: string | null;
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price?: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight?: string | null;
                        /** @description Url of an item of this box: update it; leave out to add an item */
                        url?: string;
                    }[];
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    length?: string | null;
                    package_type?: string | null;
                    packaging?: {
                        url: string;
                    } | null;
                    saturday_delivery?: boolean | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    ship_cost?: string | null;
                    shipper_release?: boolean | null;
                    tracking_number?: string | null;
                    url?: string;
                    /**
                     * Format: weight
                     * @example 1 lbs
                     */
                    weight?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    width?: string | null;
                };
            };
        };
        responses: {
            /** @description The box as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        cod: "none" | "cash" | "cashiers_check_money_order" | "personal_check_cashier_check_money_order" | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        cod_value: string | null;
                        /** @enum {string|null} */
                        confirmation_type: "none" | "no_signature_required" | "signature_required" | "adult_signature_required" | "indirect_signature_required" | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        declared_value: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        delivered_at: string | null;
                        description: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height: string | null;
                        insurance_type: string | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        insured_value: string | null;
                        items: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code?: string | null;
                            commodity_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at?: string;
                            custom_fields?: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            description?: string | null;
                            ean?: string | null;
                            export_type_code?: string | null;
                            image_link?: string | null;
                            isbn?: string | null;
                            joint_production?: boolean | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind?: "goods" | "discount" | "tax" | "adjustment";
                            link?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date?: string | null;
                            net_cost_code?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date?: string | null;
                            origin_country_code?: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode?: string | null;
                            /** @description SKU */
                            part_number?: string | null;
                            /** @description Warehouse location */
                            pick_location?: string | null;
                            preference_criteria_code?: string | null;
                            producer_info_code?: string | null;
                            quantity?: number;
                            scheduleb_commodity_code?: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price?: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight?: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at?: string;
                            url: string;
                        }[];
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length: string | null;
                        package_type: string | null;
                        packaging: {
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length: string | null;
                            /** @description Required on create; surrounding blanks are trimmed */
                            name: string;
                            /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                            package_type: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/packaging/3/ */
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width: string | null;
                        } | null;
                        saturday_delivery: boolean | null;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        ship_cost: string | null;
                        shipper_release: boolean | null;
                        shipping_docs: {
                            /**
                             * @description Where the file is served (GET with a token of the organization)
                             * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                             */
                            document: string;
                            /**
                             * @description What the document is; required on upload
                             * @enum {string}
                             */
                            kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                            /** @description Free text: what the document is for */
                            purpose: string | null;
                            /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                            url: string;
                        }[];
                        /** @description Tracking events (carrier scans), oldest first */
                        tracking: {
                            /**
                             * Format: datetime
                             * @description The carrier's time of the scan
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            location: string | null;
                            /** @enum {string} */
                            status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                            url: string;
                        }[];
                        tracking_number: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderBoxCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                field_name: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        encoding: string | null;
                        name: string;
                        type: string | null;
                        value: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderBoxDocs: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of shipping documents: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * @description Where the file is served (GET with a token of the organization)
                             * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                             */
                            document: string;
                            /**
                             * @description What the document is; required on upload
                             * @enum {string}
                             */
                            kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                            /** @description Free text: what the document is for */
                            purpose: string | null;
                            /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderBoxDoc: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (required on upload); streamed to storage
                     */
                    document?: string;
                    /**
                     * @description What the document is; required on upload
                     * @enum {string}
                     */
                    kind?: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                    /** @description Free text: what the document is for */
                    purpose?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new shipping document */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Where the file is served (GET with a token of the organization)
                         * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                         */
                        document: string;
                        /**
                         * @description What the document is; required on upload
                         * @enum {string}
                         */
                        kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                        /** @description Free text: what the document is for */
                        purpose: string | null;
                        /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderBoxDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                doc_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipping document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Where the file is served (GET with a token of the organization)
                         * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                         */
                        document: string;
                        /**
                         * @description What the document is; required on upload
                         * @enum {string}
                         */
                        kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                        /** @description Free text: what the document is for */
                        purpose: string | null;
                        /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrderBoxDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                doc_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrderBoxDoc: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                doc_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (required on upload); streamed to storage
                     */
                    document?: string;
                    /**
                     * @description What the document is; required on upload
                     * @enum {string}
                     */
                    kind?: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                    /** @description Free text: what the document is for */
                    purpose?: string | null;
                };
            };
        };
        responses: {
            /** @description The shipping document as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Where the file is served (GET with a token of the organization)
                         * @example /api/v2/orgs/1/documents/9f2c41d07a3be8c15e04d6aa-label.pdf
                         */
                        document: string;
                        /**
                         * @description What the document is; required on upload
                         * @enum {string}
                         */
                        kind: "label" | "image" | "invoice" | "packing_slip" | "customs_form" | "return_label" | "other";
                        /** @description Free text: what the document is for */
                        purpose: string | null;
                        /** @example /api/v2/orgs/1/orders/5/boxes/9/docs/2/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderBoxInsurance: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of insurance: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: money
                             * @description Negative for a charge, positive for a refill
                             * @example 100.00 USD
                             */
                            amount: string;
                            /**
                             * Format: money
                             * @description Balance after this transaction
                             * @example 100.00 USD
                             */
                            balance: string;
                            box: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            current_insurance_balance: string;
                            /** @description The transaction before this one */
                            last_transaction: string | null;
                            order: string | null;
                            /** @description The card charge of a refill */
                            processor_charge_id: string | null;
                            /** @enum {string} */
                            transaction_type: "refill" | "charge";
                            /** @example /api/v2/orgs/1/insurance/7/ */
                            url: string;
                            /** @description The transaction this one voids */
                            void_of: string | null;
                            /** @description The transaction that voided this one */
                            voided_by: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderBoxInsurance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @description Positive, with at most the currency's decimals (2 for USD); stored negative. More than the balance is a 400.
                     * @example 100.00 USD
                     */
                    amount: string;
                    /** @description The url of the latest transaction of the organization (null when there is none). Another value is a 409 and nothing is written: of concurrent writers holding the same value, exactly one succeeds. */
                    last_transaction: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new insurance */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        /** @description The transaction before this one */
                        last_transaction: string | null;
                        order: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/insurance/7/ */
                        url: string;
                        /** @description The transaction this one voids */
                        void_of: string | null;
                        /** @description The transaction that voided this one */
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderBoxItems: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code: string | null;
                            commodity_code: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            custom_fields: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            description: string | null;
                            ean: string | null;
                            export_type_code: string | null;
                            image_link: string | null;
                            isbn: string | null;
                            joint_production: boolean | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind: "goods" | "discount" | "tax" | "adjustment";
                            link: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date: string | null;
                            net_cost_code: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date: string | null;
                            origin_country_code: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode: string | null;
                            /** @description SKU */
                            part_number: string | null;
                            /** @description Warehouse location */
                            pick_location: string | null;
                            preference_criteria_code: string | null;
                            producer_info_code: string | null;
                            quantity: number;
                            scheduleb_commodity_code: string | null;
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderBoxItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    image_link?: string | null;
                    isbn?: string | null;
                    /**
                     * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                     * @enum {unknown}
                     */
                    joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind: "goods" | "discount" | "tax" | "adjustment";
                    link?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    quantity: number;
                    scheduleb_commodity_code?: string | null;
                    /**
                     * Format: money
                     * @description Multiplied by quantity for the line total
                     * @example 100.00 USD
                     */
                    unit_price?: string | null;
                    /**
                     * Format: weight
                     * @description Multiplied by quantity for the line weight
                     * @example 1 lbs
                     */
                    unit_weight?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new item */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code: string | null;
                        commodity_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        ean: string | null;
                        export_type_code: string | null;
                        image_link: string | null;
                        isbn: string | null;
                        joint_production: boolean | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind: "goods" | "discount" | "tax" | "adjustment";
                        link: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date: string | null;
                        net_cost_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date: string | null;
                        origin_country_code: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode: string | null;
                        /** @description SKU */
                        part_number: string | null;
                        /** @description Warehouse location */
                        pick_location: string | null;
                        preference_criteria_code: string | null;
                        producer_info_code: string | null;
                        quantity: number;
                        scheduleb_commodity_code: string | null;
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderBoxItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code: string | null;
                        commodity_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        ean: string | null;
                        export_type_code: string | null;
                        image_link: string | null;
                        isbn: string | null;
                        joint_production: boolean | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind: "goods" | "discount" | "tax" | "adjustment";
                        link: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date: string | null;
                        net_cost_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date: string | null;
                        origin_country_code: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode: string | null;
                        /** @description SKU */
                        part_number: string | null;
                        /** @description Warehouse location */
                        pick_location: string | null;
                        preference_criteria_code: string | null;
                        producer_info_code: string | null;
                        quantity: number;
                        scheduleb_commodity_code: string | null;
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrderBoxItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrderBoxItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    image_link?: string | null;
                    isbn?: string | null;
                    /**
                     * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                     * @enum {unknown}
                     */
                    joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind?: "goods" | "discount" | "tax" | "adjustment";
                    link?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    quantity?: number;
                    scheduleb_commodity_code?: string | null;
                    /**
                     * Format: money
                     * @description Multiplied by quantity for the line total
                     * @example 100.00 USD
                     */
                    unit_price?: string | null;
                    /**
                     * Format: weight
                     * @description Multiplied by quantity for the line weight
                     * @example 1 lbs
                     */
                    unit_weight?: string | null;
                };
            };
        };
        responses: {
            /** @description The item as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code: string | null;
                        commodity_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        ean: string | null;
                        export_type_code: string | null;
                        image_link: string | null;
                        isbn: string | null;
                        joint_production: boolean | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind: "goods" | "discount" | "tax" | "adjustment";
                        link: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date: string | null;
                        net_cost_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date: string | null;
                        origin_country_code: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode: string | null;
                        /** @description SKU */
                        part_number: string | null;
                        /** @description Warehouse location */
                        pick_location: string | null;
                        preference_criteria_code: string | null;
                        producer_info_code: string | null;
                        quantity: number;
                        scheduleb_commodity_code: string | null;
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderBoxItemCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                field_name: string;
                /** @description Identifier (base-66 encoded) */
                item_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        encoding: string | null;
                        name: string;
                        type: string | null;
                        value: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderBoxLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        amount: string | null;
                        box: string;
                        carrier: string;
                        carrier_account: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description The url of the box's `label` shipping document */
                        document: string | null;
                        /** @enum {string} */
                        format: "pdf" | "png" | "zpl";
                        service: string;
                        /** @enum {string} */
                        size: "4x6" | "letter";
                        /** @enum {string} */
                        status: "pending" | "purchased" | "voided" | "failed";
                        tracking_number: string | null;
                        url: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        voided_at: string | null;
                        wallet_subaccount: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderBoxLabel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The url of the carrier account to buy with */
                    carrier_account: string;
                    /**
                     * @description pdf (default), png or zpl (ZPL II)
                     * @enum {string}
                     */
                    format?: "pdf" | "png" | "zpl";
                    /** @description A service code of the account (sandbox: ground, express, overnight) */
                    service: string;
                    /**
                     * @description 4x6 (default) or letter (the label on the top half of a US letter page); PDF only
                     * @enum {string}
                     */
                    size?: "4x6" | "letter";
                    /** @description Charge the postage to this wallet sub-account (its automatic refill tops it up; else 402 when short) */
                    wallet_subaccount?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new label */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        amount: string | null;
                        box: string;
                        carrier: string;
                        carrier_account: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description The url of the box's `label` shipping document */
                        document: string | null;
                        /** @enum {string} */
                        format: "pdf" | "png" | "zpl";
                        service: string;
                        /** @enum {string} */
                        size: "4x6" | "letter";
                        /** @enum {string} */
                        status: "pending" | "purchased" | "voided" | "failed";
                        tracking_number: string | null;
                        url: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        voided_at: string | null;
                        wallet_subaccount: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrderBoxLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the label as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        amount: string | null;
                        box: string;
                        carrier: string;
                        carrier_account: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description The url of the box's `label` shipping document */
                        document: string | null;
                        /** @enum {string} */
                        format: "pdf" | "png" | "zpl";
                        service: string;
                        /** @enum {string} */
                        size: "4x6" | "letter";
                        /** @enum {string} */
                        status: "pending" | "purchased" | "voided" | "failed";
                        tracking_number: string | null;
                        url: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        voided_at: string | null;
                        wallet_subaccount: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderBoxTracking: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tracking: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: datetime
                             * @description The carrier's time of the scan
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            location: string | null;
                            /** @enum {string} */
                            status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderBoxTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                box_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                tracking_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @description The carrier's time of the scan
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        description: string | null;
                        location: string | null;
                        /** @enum {string} */
                        status: "accepted" | "in_transit" | "out_for_delivery" | "delivered" | "exception" | "returned";
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderCustomField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                field_name: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        encoding: string | null;
                        name: string;
                        type: string | null;
                        value: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderInsurance: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of insurance: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: money
                             * @description Negative for a charge, positive for a refill
                             * @example 100.00 USD
                             */
                            amount: string;
                            /**
                             * Format: money
                             * @description Balance after this transaction
                             * @example 100.00 USD
                             */
                            balance: string;
                            box: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            current_insurance_balance: string;
                            /** @description The transaction before this one */
                            last_transaction: string | null;
                            order: string | null;
                            /** @description The card charge of a refill */
                            processor_charge_id: string | null;
                            /** @enum {string} */
                            transaction_type: "refill" | "charge";
                            /** @example /api/v2/orgs/1/insurance/7/ */
                            url: string;
                            /** @description The transaction this one voids */
                            void_of: string | null;
                            /** @description The transaction that voided this one */
                            voided_by: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderInsurance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @description Positive, with at most the currency's decimals (2 for USD); stored negative. More than the balance is a 400.
                     * @example 100.00 USD
                     */
                    amount: string;
                    /** @description The url of the latest transaction of the organization (null when there is none). Another value is a 409 and nothing is written: of concurrent writers holding the same value, exactly one succeeds. */
                    last_transaction: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new insurance */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_insurance_balance: string;
                        /** @description The transaction before this one */
                        last_transaction: string | null;
                        order: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/insurance/7/ */
                        url: string;
                        /** @description The transaction this one voids */
                        void_of: string | null;
                        /** @description The transaction that voided this one */
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderNotes: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notes: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            agent: string | null;
                            author: {
                                email: string | null;
                                name: string | null;
                                system: boolean;
                            };
                            content: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderNote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent?: string | null;
                    author?: {
                        /** Format: email */
                        email?: string | null;
                        name?: string | null;
                        system?: boolean;
                    };
                    content: string;
                };
            };
        };
        responses: {
            /** @description Created: the new note */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string | null;
                        author: {
                            email: string | null;
                            name: string | null;
                            system: boolean;
                        };
                        content: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrderNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                note_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string | null;
                        author: {
                            email: string | null;
                            name: string | null;
                            system: boolean;
                        };
                        content: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrderNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                note_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrderNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                note_pk: string;
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent?: string | null;
                    author?: {
                        /** Format: email */
                        email?: string | null;
                        name?: string | null;
                        system?: boolean;
                    };
                    content?: string;
                };
            };
        };
        responses: {
            /** @description The note as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: string | null;
                        author: {
                            email: string | null;
                            name: string | null;
                            system: boolean;
                        };
                        content: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default: every box of the order */
                    boxes?: string[];
                    /** @description Default: every account of the organization */
                    carrier_accounts?: string[];
                };
            };
        };
        responses: {
            /** @description Done: the rates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Why an account gave no rates (bad credentials, an address it cannot serve, a carrier not available) */
                        messages: {
                            /** @description The box the message is about; null: the whole account */
                            box: string | null;
                            carrier_account: string;
                            message: string;
                        }[];
                        /** @description Cheapest first */
                        results: {
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            amount: string;
                            box: string;
                            carrier: string;
                            carrier_account: string;
                            delivery_days: number | null;
                            /** @description YYYY-MM-DD */
                            estimated_delivery_date: string | null;
                            service: string;
                            service_name: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrderTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrderTag: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 2 to 35 characters, none of / \ ? # , */
                    value: string;
                };
            };
        };
        responses: {
            /** @description Created: the new tag */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrderTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                order_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                value: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportOrdersCsv: {
        parameters: {
            query?: {
                /** @description Billing statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                billing_status__in?: string;
                /** @description CSV only: start the file with a UTF-8 byte order mark, for Excel. */
                bom?: boolean;
                /** @description Comma list of column names (field paths such as `primary_id`, `shipping.ship_to.city`, `boxes.items.part_number`), in the order wanted. Default: every column of the kind of row. */
                columns?: string;
                /** @description created_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                created_at?: string;
                /** @description created_at at or after */
                created_at__gte?: string;
                /** @description created_at at or before */
                created_at__lte?: string;
                /** @description Exact customer_number. */
                customer_number?: string;
                /** @description Billing or shipping e-mail (case-insensitive). */
                email?: string;
                /** @description nested_updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                nested_updated_at?: string;
                /** @description nested_updated_at at or after */
                nested_updated_at__gte?: string;
                /** @description nested_updated_at at or before */
                nested_updated_at__lte?: string;
                /** @description One key, `-` prefix for descending. Default `-created_at`; ties break on id. */
                order_by?: string;
                /** @description Exact order_number. */
                order_number?: number;
                /** @description ordered_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                ordered_at?: string;
                /** @description ordered_at at or after */
                ordered_at__gte?: string;
                /** @description ordered_at at or before */
                ordered_at__lte?: string;
                /** @description Exact po_number. */
                po_number?: string;
                /** @description Exact primary_id. */
                primary_id?: string;
                /** @description printed_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                printed_at?: string;
                /** @description printed_at at or after */
                printed_at__gte?: string;
                /** @description printed_at at or before */
                printed_at__lte?: string;
                /** @description Full-text search over ids, numbers, names, companies, e-mails, phones, cities, item part numbers, codes and descriptions, tags and tracking numbers. Every word must start a word of the order (in a hyphenated word only the last part is a prefix); `ada@` starts an e-mail address, and a word with a dot (`example.com`) also matches the domain of the order's e-mails. A word over 2,046 bytes is a 400. At most 70 results, best first (full-text rank; with more than 1,000 matches, among the newest 1,000 by created_at, or by the first date a filter bounds from above) unless order_by is given. */
                q?: string;
                /** @description Orders with a relation of this kind; `!kind` for orders without one. */
                relation__kind?: string;
                /** @description `orders` (default): one row per order. `items`: one row per item, with its box's and its order's columns (an order without items has one row, its box and item columns empty). */
                rows?: "orders" | "items";
                /** @description Exact shipping.ship_type. */
                ship_type?: string;
                /** @description Exact shipping.ship_via. */
                ship_via?: string;
                /** @description ship_via values. Values separated by , or |; prefix a value with ! to exclude it. */
                ship_via__in?: string;
                /** @description shipped_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                shipped_at?: string;
                /** @description shipped_at at or after */
                shipped_at__gte?: string;
                /** @description shipped_at at or before */
                shipped_at__lte?: string;
                /** @description Shipping statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                shipping_status__in?: string;
                /** @description Exact source account. */
                sources__account?: string;
                /** @description Source accounts. Values separated by , or |; prefix a value with ! to exclude it. */
                sources__account__in?: string;
                /** @description Exact source name. */
                sources__name?: string;
                /** @description Orders carrying this tag. */
                tag?: string;
                /** @description to_ship_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                to_ship_at?: string;
                /** @description to_ship_at at or after */
                to_ship_at__gte?: string;
                /** @description to_ship_at at or before */
                to_ship_at__lte?: string;
                /** @description Exact unique_id. */
                unique_id?: string;
                /** @description updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                updated_at?: string;
                /** @description updated_at at or after */
                updated_at__gte?: string;
                /** @description updated_at at or before */
                updated_at__lte?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportOrdersXlsx: {
        parameters: {
            query?: {
                /** @description Billing statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                billing_status__in?: string;
                /** @description CSV only: start the file with a UTF-8 byte order mark, for Excel. */
                bom?: boolean;
                /** @description Comma list of column names (field paths such as `primary_id`, `shipping.ship_to.city`, `boxes.items.part_number`), in the order wanted. Default: every column of the kind of row. */
                columns?: string;
                /** @description created_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                created_at?: string;
                /** @description created_at at or after */
                created_at__gte?: string;
                /** @description created_at at or before */
                created_at__lte?: string;
                /** @description Exact customer_number. */
                customer_number?: string;
                /** @description Billing or shipping e-mail (case-insensitive). */
                email?: string;
                /** @description nested_updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                nested_updated_at?: string;
                /** @description nested_updated_at at or after */
                nested_updated_at__gte?: string;
                /** @description nested_updated_at at or before */
                nested_updated_at__lte?: string;
                /** @description One key, `-` prefix for descending. Default `-created_at`; ties break on id. */
                order_by?: string;
                /** @description Exact order_number. */
                order_number?: number;
                /** @description ordered_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                ordered_at?: string;
                /** @description ordered_at at or after */
                ordered_at__gte?: string;
                /** @description ordered_at at or before */
                ordered_at__lte?: string;
                /** @description Exact po_number. */
                po_number?: string;
                /** @description Exact primary_id. */
                primary_id?: string;
                /** @description printed_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                printed_at?: string;
                /** @description printed_at at or after */
                printed_at__gte?: string;
                /** @description printed_at at or before */
                printed_at__lte?: string;
                /** @description Full-text search over ids, numbers, names, companies, e-mails, phones, cities, item part numbers, codes and descriptions, tags and tracking numbers. Every word must start a word of the order (in a hyphenated word only the last part is a prefix); `ada@` starts an e-mail address, and a word with a dot (`example.com`) also matches the domain of the order's e-mails. A word over 2,046 bytes is a 400. At most 70 results, best first (full-text rank; with more than 1,000 matches, among the newest 1,000 by created_at, or by the first date a filter bounds from above) unless order_by is given. */
                q?: string;
                /** @description Orders with a relation of this kind; `!kind` for orders without one. */
                relation__kind?: string;
                /** @description `orders` (default): one row per order. `items`: one row per item, with its box's and its order's columns (an order without items has one row, its box and item columns empty). */
                rows?: "orders" | "items";
                /** @description Exact shipping.ship_type. */
                ship_type?: string;
                /** @description Exact shipping.ship_via. */
                ship_via?: string;
                /** @description ship_via values. Values separated by , or |; prefix a value with ! to exclude it. */
                ship_via__in?: string;
                /** @description shipped_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                shipped_at?: string;
                /** @description shipped_at at or after */
                shipped_at__gte?: string;
                /** @description shipped_at at or before */
                shipped_at__lte?: string;
                /** @description Shipping statuses. Values separated by , or |; prefix a value with ! to exclude it. */
                shipping_status__in?: string;
                /** @description Exact source account. */
                sources__account?: string;
                /** @description Source accounts. Values separated by , or |; prefix a value with ! to exclude it. */
                sources__account__in?: string;
                /** @description Exact source name. */
                sources__name?: string;
                /** @description Orders carrying this tag. */
                tag?: string;
                /** @description to_ship_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                to_ship_at?: string;
                /** @description to_ship_at at or after */
                to_ship_at__gte?: string;
                /** @description to_ship_at at or before */
                to_ship_at__lte?: string;
                /** @description Exact unique_id. */
                unique_id?: string;
                /** @description updated_at equals (ISO 8601; no offset means UTC; a date alone is midnight UTC) */
                updated_at?: string;
                /** @description updated_at at or after */
                updated_at__gte?: string;
                /** @description updated_at at or before */
                updated_at__lte?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XLSX file (Content-Disposition: attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAllOrderTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPackaging: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of packaging: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            description: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            height: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            length: string | null;
                            /** @description Required on create; surrounding blanks are trimmed */
                            name: string;
                            /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                            package_type: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/packaging/3/ */
                            url: string;
                            /**
                             * Format: weight
                             * @example 1 lbs
                             */
                            weight: string | null;
                            /**
                             * Format: length
                             * @example 8 in
                             */
                            width: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPackaging: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    height?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    length?: string | null;
                    /** @description Required on create; surrounding blanks are trimmed */
                    name: string;
                    /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                    package_type?: string | null;
                    /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                    packaging_type?: string | null;
                    /**
                     * Format: weight
                     * @example 1 lbs
                     */
                    weight?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    width?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new packaging */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        description: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length: string | null;
                        /** @description Required on create; surrounding blanks are trimmed */
                        name: string;
                        /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                        package_type: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/packaging/3/ */
                        url: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPackaging: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                packaging_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The packaging */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        description: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length: string | null;
                        /** @description Required on create; surrounding blanks are trimmed */
                        name: string;
                        /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                        package_type: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/packaging/3/ */
                        url: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePackaging: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                packaging_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePackaging: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                packaging_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    height?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    length?: string | null;
                    /** @description Required on create; surrounding blanks are trimmed */
                    name?: string;
                    /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                    package_type?: string | null;
                    /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                    packaging_type?: string | null;
                    /**
                     * Format: weight
                     * @example 1 lbs
                     */
                    weight?: string | null;
                    /**
                     * Format: length
                     * @example 8 in
                     */
                    width?: string | null;
                };
            };
        };
        responses: {
            /** @description The packaging as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        description: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        height: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        length: string | null;
                        /** @description Required on create; surrounding blanks are trimmed */
                        name: string;
                        /** @description Container kind; also accepted as `packaging_type` (the original attribute list spells it so), `package_type` winning when both are sent */
                        package_type: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/packaging/3/ */
                        url: string;
                        /**
                         * Format: weight
                         * @example 1 lbs
                         */
                        weight: string | null;
                        /**
                         * Format: length
                         * @example 8 in
                         */
                        width: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
                /** @description Only products updated at or after this ISO 8601 time (no offset means UTC; a date means midnight UTC) */
                updated_at__gte?: string;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /** @description Numeric or alphanumeric code identifying the item type */
                            code: string | null;
                            commodity_code: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            custom_fields: {
                                [key: string]: {
                                    encoding: string | null;
                                    type: string | null;
                                    value?: string;
                                };
                            };
                            description: string | null;
                            ean: string | null;
                            export_type_code: string | null;
                            image_link: string | null;
                            isbn: string | null;
                            joint_production: boolean | null;
                            /**
                             * @description Line kind: goods, discount, tax or adjustment
                             * @enum {string}
                             */
                            kind: "goods" | "discount" | "tax" | "adjustment";
                            link: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_begin_date: string | null;
                            net_cost_code: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            net_cost_end_date: string | null;
                            origin_country_code: string | null;
                            /** @description Carrier-style barcode */
                            parcel_barcode: string | null;
                            /** @description SKU */
                            part_number: string | null;
                            /** @description Warehouse location */
                            pick_location: string | null;
                            preference_criteria_code: string | null;
                            producer_info_code: string | null;
                            /** @description Default quantity when the product is added to an order; 1 when omitted */
                            quantity: number;
                            scheduleb_commodity_code: string | null;
                            source: {
                                account: string | null;
                                channel: string | null;
                                /** @description Id in the source platform; a number is accepted and stored as text */
                                id: string | number | (never | null);
                                name: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                retrieved_at: string | null;
                                /**
                                 * Format: datetime
                                 * @description Read only: when a source value last changed
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string | null;
                            };
                            /**
                             * Format: money
                             * @description Multiplied by quantity for the line total
                             * @example 100.00 USD
                             */
                            unit_price: string | null;
                            /**
                             * Format: weight
                             * @description Multiplied by quantity for the line weight
                             * @example 1 lbs
                             */
                            unit_weight: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/products/5/ */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    image_link?: string | null;
                    isbn?: string | null;
                    /**
                     * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                     * @enum {unknown}
                     */
                    joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind: "goods" | "discount" | "tax" | "adjustment";
                    link?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    /** @description Default quantity when the product is added to an order; 1 when omitted */
                    quantity?: number;
                    scheduleb_commodity_code?: string | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    /**
                     * Format: money
                     * @description Multiplied by quantity for the line total
                     * @example 100.00 USD
                     */
                    unit_price?: string | null;
                    /**
                     * Format: weight
                     * @description Multiplied by quantity for the line weight
                     * @example 1 lbs
                     */
                    unit_weight?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code: string | null;
                        commodity_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        ean: string | null;
                        export_type_code: string | null;
                        image_link: string | null;
                        isbn: string | null;
                        joint_production: boolean | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind: "goods" | "discount" | "tax" | "adjustment";
                        link: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date: string | null;
                        net_cost_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date: string | null;
                        origin_country_code: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode: string | null;
                        /** @description SKU */
                        part_number: string | null;
                        /** @description Warehouse location */
                        pick_location: string | null;
                        preference_criteria_code: string | null;
                        producer_info_code: string | null;
                        /** @description Default quantity when the product is added to an order; 1 when omitted */
                        quantity: number;
                        scheduleb_commodity_code: string | null;
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/products/5/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                product_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code: string | null;
                        commodity_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        ean: string | null;
                        export_type_code: string | null;
                        image_link: string | null;
                        isbn: string | null;
                        joint_production: boolean | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind: "goods" | "discount" | "tax" | "adjustment";
                        link: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date: string | null;
                        net_cost_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date: string | null;
                        origin_country_code: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode: string | null;
                        /** @description SKU */
                        part_number: string | null;
                        /** @description Warehouse location */
                        pick_location: string | null;
                        preference_criteria_code: string | null;
                        producer_info_code: string | null;
                        /** @description Default quantity when the product is added to an order; 1 when omitted */
                        quantity: number;
                        scheduleb_commodity_code: string | null;
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/products/5/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                product_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                product_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Numeric or alphanumeric code identifying the item type */
                    code?: string | null;
                    commodity_code?: string | null;
                    /** @description Custom fields `{name: {value, type, encoding}}`, merged by name on update; a name set to null is removed */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    description?: string | null;
                    ean?: string | null;
                    export_type_code?: string | null;
                    image_link?: string | null;
                    isbn?: string | null;
                    /**
                     * @description A boolean; "true", "yes", "false" and "no" are accepted too. Returned as a boolean.
                     * @enum {unknown}
                     */
                    joint_production?: true | false | "true" | "false" | "yes" | "no" | null;
                    /**
                     * @description Line kind: goods, discount, tax or adjustment
                     * @enum {string}
                     */
                    kind?: "goods" | "discount" | "tax" | "adjustment";
                    link?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_begin_date?: string | null;
                    net_cost_code?: string | null;
                    /**
                     * Format: datetime
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    net_cost_end_date?: string | null;
                    origin_country_code?: string | null;
                    /** @description Carrier-style barcode */
                    parcel_barcode?: string | null;
                    /** @description SKU */
                    part_number?: string | null;
                    /** @description Warehouse location */
                    pick_location?: string | null;
                    preference_criteria_code?: string | null;
                    producer_info_code?: string | null;
                    /** @description Default quantity when the product is added to an order; 1 when omitted */
                    quantity?: number;
                    scheduleb_commodity_code?: string | null;
                    /** @description On update only the keys sent change; null clears every source value. `updated_at` is read only. */
                    source?: {
                        account?: string | null;
                        channel?: string | null;
                        /** @description Id in the source platform; a number is accepted and stored as text */
                        id?: string | number | (never | null);
                        name?: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        retrieved_at?: string | null;
                    } | null;
                    /**
                     * Format: money
                     * @description Multiplied by quantity for the line total
                     * @example 100.00 USD
                     */
                    unit_price?: string | null;
                    /**
                     * Format: weight
                     * @description Multiplied by quantity for the line weight
                     * @example 1 lbs
                     */
                    unit_weight?: string | null;
                };
            };
        };
        responses: {
            /** @description The product as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Numeric or alphanumeric code identifying the item type */
                        code: string | null;
                        commodity_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        custom_fields: {
                            [key: string]: {
                                encoding: string | null;
                                type: string | null;
                                value?: string;
                            };
                        };
                        description: string | null;
                        ean: string | null;
                        export_type_code: string | null;
                        image_link: string | null;
                        isbn: string | null;
                        joint_production: boolean | null;
                        /**
                         * @description Line kind: goods, discount, tax or adjustment
                         * @enum {string}
                         */
                        kind: "goods" | "discount" | "tax" | "adjustment";
                        link: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_begin_date: string | null;
                        net_cost_code: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        net_cost_end_date: string | null;
                        origin_country_code: string | null;
                        /** @description Carrier-style barcode */
                        parcel_barcode: string | null;
                        /** @description SKU */
                        part_number: string | null;
                        /** @description Warehouse location */
                        pick_location: string | null;
                        preference_criteria_code: string | null;
                        producer_info_code: string | null;
                        /** @description Default quantity when the product is added to an order; 1 when omitted */
                        quantity: number;
                        scheduleb_commodity_code: string | null;
                        source: {
                            account: string | null;
                            channel: string | null;
                            /** @description Id in the source platform; a number is accepted and stored as text */
                            id: string | number | (never | null);
                            name: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            retrieved_at: string | null;
                            /**
                             * Format: datetime
                             * @description Read only: when a source value last changed
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string | null;
                        };
                        /**
                         * Format: money
                         * @description Multiplied by quantity for the line total
                         * @example 100.00 USD
                         */
                        unit_price: string | null;
                        /**
                         * Format: weight
                         * @description Multiplied by quantity for the line weight
                         * @example 1 lbs
                         */
                        unit_weight: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/products/5/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWalletSubaccounts: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of wallet subaccounts: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            bill_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                residential: boolean | null;
                                /** @description State or province */
                                state: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            };
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            name: string | null;
                            /**
                             * Format: datetime
                             * @description Set when the balance goes below zero (if not set already); null clears it
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            negative_wallet_balance_reached_at: string | null;
                            /** @description The payer id at the payment processor */
                            processor_client_id: string | null;
                            /**
                             * @description The card's last four digits behind asterisks (the number is never kept)
                             * @example ************4242
                             */
                            processor_credit_card: string | null;
                            /** @description Refreshes the token at POST /api/v1/oauth2/token/ */
                            refresh_token: string | null;
                            ship_to: {
                                address_1: string | null;
                                address_2: string | null;
                                city: string | null;
                                company: string | null;
                                country: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                created_at: string;
                                email: string | null;
                                first_name: string | null;
                                last_name: string | null;
                                phone: string | null;
                                post_code: string | null;
                                residential: boolean | null;
                                /** @description State or province */
                                state: string | null;
                                /**
                                 * Format: datetime
                                 * @example 2018-03-30T00:00:16.159321Z
                                 */
                                updated_at: string;
                                validated: boolean | null;
                            };
                            /**
                             * Format: datetime
                             * @description A time (now or past) suspends the sub-account: its token gets 403; null resumes it
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            suspended_at: string | null;
                            /** @description The sub-account's access token (valid 30 minutes); null only when the copy cannot be opened (kept under another key) */
                            token: string | null;
                            /**
                             * @description Unix time in seconds, as text
                             * @example 1700000000
                             */
                            token_expires_at: string | null;
                            /** @description Required on create; unique within the organization */
                            unique_id: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/wallet-subaccounts/3/ */
                            url: string;
                            /**
                             * Format: money
                             * @example 100.00 USD
                             */
                            wallet_auto_refill_amount: string | null;
                            /**
                             * Format: money
                             * @description When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card
                             * @example 100.00 USD
                             */
                            wallet_auto_refill_limit: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWalletSubaccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An address with `state`; null clears it */
                    bill_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /** Format: email */
                    email?: string | null;
                    name?: string | null;
                    /**
                     * Format: datetime
                     * @description Set when the balance goes below zero (if not set already); null clears it
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    negative_wallet_balance_reached_at?: string | null;
                    /** @description A card number (12 to 19 digits; spaces and dashes ignored): it goes to the payment processor, and only the processor's reference and the last four digits are kept. The masked value responses show leaves the card unchanged; null removes it. */
                    processor_credit_card?: string | null;
                    /** @description An address with `state`; null clears it */
                    ship_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /**
                     * Format: datetime
                     * @description A time (now or past) suspends the sub-account: its token gets 403; null resumes it
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    suspended_at?: string | null;
                    /** @description Required on create; unique within the organization */
                    unique_id: string;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    wallet_auto_refill_amount?: string | null;
                    /**
                     * Format: money
                     * @description When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card
                     * @example 100.00 USD
                     */
                    wallet_auto_refill_limit?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the new wallet subaccount */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The sub-account's access token, valid 30 minutes */
                        access_token: string;
                        bill_to: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            residential: boolean | null;
                            /** @description State or province */
                            state: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            validated: boolean | null;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        email: string | null;
                        name: string | null;
                        /**
                         * Format: datetime
                         * @description Set when the balance goes below zero (if not set already); null clears it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        negative_wallet_balance_reached_at: string | null;
                        /** @description The payer id at the payment processor */
                        processor_client_id: string | null;
                        /**
                         * @description The card's last four digits behind asterisks (the number is never kept)
                         * @example ************4242
                         */
                        processor_credit_card: string | null;
                        /** @description Refreshes the token at POST /api/v1/oauth2/token/ */
                        refresh_token: string | null;
                        ship_to: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            residential: boolean | null;
                            /** @description State or province */
                            state: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            validated: boolean | null;
                        };
                        /**
                         * Format: datetime
                         * @description A time (now or past) suspends the sub-account: its token gets 403; null resumes it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        suspended_at: string | null;
                        /**
                         * @description Unix time in seconds, as text
                         * @example 1700000000
                         */
                        token_expires_at: string | null;
                        /** @description Required on create; unique within the organization */
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        url: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_amount: string | null;
                        /**
                         * Format: money
                         * @description When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_limit: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWalletSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                subaccount_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet subaccount */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bill_to: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            residential: boolean | null;
                            /** @description State or province */
                            state: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            validated: boolean | null;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        email: string | null;
                        name: string | null;
                        /**
                         * Format: datetime
                         * @description Set when the balance goes below zero (if not set already); null clears it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        negative_wallet_balance_reached_at: string | null;
                        /** @description The payer id at the payment processor */
                        processor_client_id: string | null;
                        /**
                         * @description The card's last four digits behind asterisks (the number is never kept)
                         * @example ************4242
                         */
                        processor_credit_card: string | null;
                        /** @description Refreshes the token at POST /api/v1/oauth2/token/ */
                        refresh_token: string | null;
                        ship_to: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            residential: boolean | null;
                            /** @description State or province */
                            state: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            validated: boolean | null;
                        };
                        /**
                         * Format: datetime
                         * @description A time (now or past) suspends the sub-account: its token gets 403; null resumes it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        suspended_at: string | null;
                        /** @description The sub-account's access token (valid 30 minutes); null only when the copy cannot be opened (kept under another key) */
                        token: string | null;
                        /**
                         * @description Unix time in seconds, as text
                         * @example 1700000000
                         */
                        token_expires_at: string | null;
                        /** @description Required on create; unique within the organization */
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/wallet-subaccounts/3/ */
                        url: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_amount: string | null;
                        /**
                         * Format: money
                         * @description When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_limit: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWalletSubaccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                subaccount_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An address with `state`; null clears it */
                    bill_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /** Format: email */
                    email?: string | null;
                    name?: string | null;
                    /**
                     * Format: datetime
                     * @description Set when the balance goes below zero (if not set already); null clears it
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    negative_wallet_balance_reached_at?: string | null;
                    /** @description A card number (12 to 19 digits; spaces and dashes ignored): it goes to the payment processor, and only the processor's reference and the last four digits are kept. The masked value responses show leaves the card unchanged; null removes it. */
                    processor_credit_card?: string | null;
                    /** @description An address with `state`; null clears it */
                    ship_to?: {
                        address_1?: string | null;
                        address_2?: string | null;
                        city?: string | null;
                        company?: string | null;
                        country?: string | null;
                        /** Format: email */
                        email?: string | null;
                        first_name?: string | null;
                        last_name?: string | null;
                        /** @description Surrounding whitespace is trimmed */
                        phone?: string | null;
                        post_code?: string | null;
                        residential?: boolean | null;
                        /** @description State or province */
                        state?: string | null;
                        validated?: boolean | null;
                    } | null;
                    /**
                     * Format: datetime
                     * @description A time (now or past) suspends the sub-account: its token gets 403; null resumes it
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    suspended_at?: string | null;
                    /**
                     * Format: money
                     * @example 100.00 USD
                     */
                    wallet_auto_refill_amount?: string | null;
                    /**
                     * Format: money
                     * @description When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card
                     * @example 100.00 USD
                     */
                    wallet_auto_refill_limit?: string | null;
                };
            };
        };
        responses: {
            /** @description The wallet subaccount as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bill_to: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            residential: boolean | null;
                            /** @description State or province */
                            state: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            validated: boolean | null;
                        };
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        email: string | null;
                        name: string | null;
                        /**
                         * Format: datetime
                         * @description Set when the balance goes below zero (if not set already); null clears it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        negative_wallet_balance_reached_at: string | null;
                        /** @description The payer id at the payment processor */
                        processor_client_id: string | null;
                        /**
                         * @description The card's last four digits behind asterisks (the number is never kept)
                         * @example ************4242
                         */
                        processor_credit_card: string | null;
                        /** @description Refreshes the token at POST /api/v1/oauth2/token/ */
                        refresh_token: string | null;
                        ship_to: {
                            address_1: string | null;
                            address_2: string | null;
                            city: string | null;
                            company: string | null;
                            country: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            email: string | null;
                            first_name: string | null;
                            last_name: string | null;
                            phone: string | null;
                            post_code: string | null;
                            residential: boolean | null;
                            /** @description State or province */
                            state: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            validated: boolean | null;
                        };
                        /**
                         * Format: datetime
                         * @description A time (now or past) suspends the sub-account: its token gets 403; null resumes it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        suspended_at: string | null;
                        /** @description The sub-account's access token (valid 30 minutes); null only when the copy cannot be opened (kept under another key) */
                        token: string | null;
                        /**
                         * @description Unix time in seconds, as text
                         * @example 1700000000
                         */
                        token_expires_at: string | null;
                        /** @description Required on create; unique within the organization */
                        unique_id: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/wallet-subaccounts/3/ */
                        url: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_amount: string | null;
                        /**
                         * Format: money
                         * @description When a charge takes the balance below it, a refill of wallet_auto_refill_amount is charged to the card
                         * @example 100.00 USD
                         */
                        wallet_auto_refill_limit: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWalletSubaccountTransactions: {
        parameters: {
            query?: {
                /** @description An ISO 8601 date (YYYY-MM-DD): transactions created on that day (UTC) */
                created_at__date?: string;
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                subaccount_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        current_wallet_balance: string;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: money
                             * @description Negative for a charge, positive for a refill
                             * @example 100.00 USD
                             */
                            amount: string;
                            /**
                             * Format: money
                             * @description Balance after this transaction
                             * @example 100.00 USD
                             */
                            balance: string;
                            box: string | null;
                            confirm_of: string | null;
                            confirmed_by: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /** @description What the transaction is for (equipment_return, auto_refill, ...) */
                            kind: string | null;
                            last_transaction: string | null;
                            log: string | null;
                            order: string | null;
                            order_primary_id: string | null;
                            /** @description The card charge of a refill */
                            processor_charge_id: string | null;
                            /** @enum {string} */
                            transaction_type: "refill" | "charge";
                            /** @example /api/v2/orgs/1/wallet-subaccounts/3/transactions/9/ */
                            url: string;
                            void_of: string | null;
                            voided_by: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWalletSubaccountTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                subaccount_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: money
                     * @description Positive, with at most the currency's decimals (2 for USD). A refill is charged to the sub-account's card; a charge is stored negative and may take the balance below zero
                     * @example 100.00 USD
                     */
                    amount: string;
                    /** @description What it is for, such as equipment_return */
                    kind?: string | null;
                    /** @description The url of the sub-account's latest transaction (null when there is none); another value is a 409 and nothing is written */
                    last_transaction: string | null;
                    /** @enum {string} */
                    transaction_type: "refill" | "charge";
                };
            };
        };
        responses: {
            /** @description Created: the new transaction */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        confirm_of: string | null;
                        confirmed_by: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description What the transaction is for (equipment_return, auto_refill, ...) */
                        kind: string | null;
                        last_transaction: string | null;
                        log: string | null;
                        order: string | null;
                        order_primary_id: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/wallet-subaccounts/3/transactions/9/ */
                        url: string;
                        void_of: string | null;
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWalletSubaccountTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                subaccount_pk: string;
                /** @description Identifier (base-66 encoded) */
                transaction_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: money
                         * @description Negative for a charge, positive for a refill
                         * @example 100.00 USD
                         */
                        amount: string;
                        /**
                         * Format: money
                         * @description Balance after this transaction
                         * @example 100.00 USD
                         */
                        balance: string;
                        box: string | null;
                        confirm_of: string | null;
                        confirmed_by: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @description What the transaction is for (equipment_return, auto_refill, ...) */
                        kind: string | null;
                        last_transaction: string | null;
                        log: string | null;
                        order: string | null;
                        order_primary_id: string | null;
                        /** @description The card charge of a refill */
                        processor_charge_id: string | null;
                        /** @enum {string} */
                        transaction_type: "refill" | "charge";
                        /** @example /api/v2/orgs/1/wallet-subaccounts/3/transactions/9/ */
                        url: string;
                        void_of: string | null;
                        voided_by: string | null;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of webhooks: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /**
                             * @description What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT.
                             * @enum {string}
                             */
                            entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                            /** @description An https URL; the object key is appended to it as is. It must not resolve to a private address. */
                            remote_url: string;
                            /**
                             * Format: datetime
                             * @description null resumes a suspended webhook; a date-time suspends it
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            suspended_at: string | null;
                            /** @description Sent as the Auth header of every delivery, and the key of Webhook-Signature */
                            token: string;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            updated_at: string;
                            /** @example /api/v2/orgs/1/webhooks/3/ */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT. Defaults to orders.
                     * @enum {string}
                     */
                    entity?: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                    /** @description An https URL; the object key is appended to it as is. It must not resolve to a private address. */
                    remote_url: string;
                };
            };
        };
        responses: {
            /** @description Created: the new webhook */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * @description What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT.
                         * @enum {string}
                         */
                        entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                        /** @description An https URL; the object key is appended to it as is. It must not resolve to a private address. */
                        remote_url: string;
                        /**
                         * Format: datetime
                         * @description null resumes a suspended webhook; a date-time suspends it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        suspended_at: string | null;
                        /** @description Sent as the Auth header of every delivery, and the key of Webhook-Signature */
                        token: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/webhooks/3/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * @description What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT.
                         * @enum {string}
                         */
                        entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                        /** @description An https URL; the object key is appended to it as is. It must not resolve to a private address. */
                        remote_url: string;
                        /**
                         * Format: datetime
                         * @description null resumes a suspended webhook; a date-time suspends it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        suspended_at: string | null;
                        /** @description Sent as the Auth header of every delivery, and the key of Webhook-Signature */
                        token: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/webhooks/3/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT.
                     * @enum {string}
                     */
                    entity?: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                    /** @description An https URL; the object key is appended to it as is. It must not resolve to a private address. */
                    remote_url?: string;
                    /**
                     * Format: datetime
                     * @description null resumes a suspended webhook; a date-time suspends it
                     * @example 2018-03-30T00:00:16.159321Z
                     */
                    suspended_at?: string | null;
                };
            };
        };
        responses: {
            /** @description The webhook as stored after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /**
                         * @description What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT.
                         * @enum {string}
                         */
                        entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                        /** @description An https URL; the object key is appended to it as is. It must not resolve to a private address. */
                        remote_url: string;
                        /**
                         * Format: datetime
                         * @description null resumes a suspended webhook; a date-time suspends it
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        suspended_at: string | null;
                        /** @description Sent as the Auth header of every delivery, and the key of Webhook-Signature */
                        token: string;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        updated_at: string;
                        /** @example /api/v2/orgs/1/webhooks/3/ */
                        url: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size (default 100); a larger value than the maximum (1000) is capped to it */
                limit?: number;
                /** @description Rows to skip */
                offset?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries: {count, next, previous, results} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /**
                             * @description PUT with the object, or DELETE
                             * @enum {string}
                             */
                            action: "put" | "delete";
                            /** @description 1 for the first attempt at an event (or a redelivery), then 2, 3, ... */
                            attempt: number;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            attempted_at: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            created_at: string;
                            /** @enum {string} */
                            entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                            error: string | null;
                            /**
                             * Format: datetime
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            finished_at: string | null;
                            latency_ms: number | null;
                            /** @description The Webhook-Id header: the same for every attempt at one event */
                            message_id: string;
                            /** @description Appended to remote_url */
                            object_pk: string;
                            /** @description The url in the delivered body (null for DELETE) */
                            object_url: string | null;
                            /** @description The delivery this one was requested to repeat */
                            redelivery_of: string | null;
                            /**
                             * Format: datetime
                             * @description When it is due; null while the webhook is suspended
                             * @example 2018-03-30T00:00:16.159321Z
                             */
                            scheduled_at: string | null;
                            /**
                             * @description pending (waiting or in flight), delivered (answered 200), retried (failed; the next attempt is scheduled), failed (failed; given up), superseded (a newer state of the object replaced it), expired (its dispatcher stopped before recording a result; the next attempt is scheduled)
                             * @enum {string}
                             */
                            state: "pending" | "delivered" | "retried" | "failed" | "superseded" | "expired";
                            status_code: number | null;
                            superseded_by: string | null;
                            /** @example /api/v2/orgs/1/webhooks/3/deliveries/42/ */
                            url: string;
                            /** @description The webhook url */
                            webhook: string;
                        }[];
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                delivery_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description PUT with the object, or DELETE
                         * @enum {string}
                         */
                        action: "put" | "delete";
                        /** @description 1 for the first attempt at an event (or a redelivery), then 2, 3, ... */
                        attempt: number;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        attempted_at: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @enum {string} */
                        entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                        error: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        finished_at: string | null;
                        latency_ms: number | null;
                        /** @description The Webhook-Id header: the same for every attempt at one event */
                        message_id: string;
                        /** @description Appended to remote_url */
                        object_pk: string;
                        /** @description The url in the delivered body (null for DELETE) */
                        object_url: string | null;
                        /** @description The delivery this one was requested to repeat */
                        redelivery_of: string | null;
                        /**
                         * Format: datetime
                         * @description When it is due; null while the webhook is suspended
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        scheduled_at: string | null;
                        /**
                         * @description pending (waiting or in flight), delivered (answered 200), retried (failed; the next attempt is scheduled), failed (failed; given up), superseded (a newer state of the object replaced it), expired (its dispatcher stopped before recording a result; the next attempt is scheduled)
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "retried" | "failed" | "superseded" | "expired";
                        status_code: number | null;
                        superseded_by: string | null;
                        /** @example /api/v2/orgs/1/webhooks/3/deliveries/42/ */
                        url: string;
                        /** @description The webhook url */
                        webhook: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first answer to a request with this key is kept for 24 hours, and the same key with the same path and body gets it again (with `Idempotent-Replayed: true`) without writing anything; another body is a 422, and a retry while the first request still runs a 409. 1 to 255 visible ASCII characters, such as a UUID. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identifier (base-66 encoded) */
                delivery_pk: string;
                /**
                 * @description Identifier (base-66 encoded)
                 * @example 1
                 */
                org_pk: string;
                /** @description Identifier (base-66 encoded) */
                webhook_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery attempt */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description PUT with the object, or DELETE
                         * @enum {string}
                         */
                        action: "put" | "delete";
                        /** @description 1 for the first attempt at an event (or a redelivery), then 2, 3, ... */
                        attempt: number;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        attempted_at: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        created_at: string;
                        /** @enum {string} */
                        entity: "orders" | "order-delivered" | "packaging" | "contact" | "contact-address" | "acceptance-scan" | "webhook";
                        error: string | null;
                        /**
                         * Format: datetime
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        finished_at: string | null;
                        latency_ms: number | null;
                        /** @description The Webhook-Id header: the same for every attempt at one event */
                        message_id: string;
                        /** @description Appended to remote_url */
                        object_pk: string;
                        /** @description The url in the delivered body (null for DELETE) */
                        object_url: string | null;
                        /** @description The delivery this one was requested to repeat */
                        redelivery_of: string | null;
                        /**
                         * Format: datetime
                         * @description When it is due; null while the webhook is suspended
                         * @example 2018-03-30T00:00:16.159321Z
                         */
                        scheduled_at: string | null;
                        /**
                         * @description pending (waiting or in flight), delivered (answered 200), retried (failed; the next attempt is scheduled), failed (failed; given up), superseded (a newer state of the object replaced it), expired (its dispatcher stopped before recording a result; the next attempt is scheduled)
                         * @enum {string}
                         */
                        state: "pending" | "delivered" | "retried" | "failed" | "superseded" | "expired";
                        status_code: number | null;
                        superseded_by: string | null;
                        /** @example /api/v2/orgs/1/webhooks/3/deliveries/42/ */
                        url: string;
                        /** @description The webhook url */
                        webhook: string;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description A conflicting state, or a request with the same Idempotency-Key still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPaymentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier (base-66 encoded) */
                plan_pk: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example month */
                        billing_period: string;
                        extras: {
                            [key: string]: unknown;
                        }[];
                        integrations: number;
                        /** @description Orders per billing period; -1 means unlimited */
                        limit: number;
                        name: string;
                        /**
                         * Format: money
                         * @example 100.00 USD
                         */
                        price: string;
                        storage: number;
                        url: string;
                        users: number;
                    };
                };
            };
            /** @description Invalid body, query or value; `errors` names the fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unknown or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope or role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource in an organization this token can see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answers 200 when the database answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answers 200 while the process takes traffic, 503 once it is stopping */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
}
