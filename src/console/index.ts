/**
 * The console: pages for the people who run an organization's fulfilment, at /console/ on the API's server.
 * Another view over the domain, beside v1/ and v2/: it imports the domain (src/orders/, src/webhooks/, ...), never
 * the other views. Signed in with the members' e-mail and password and the login session of the OAuth2 pages;
 * every route under /console/orgs/:org_pk/ passes the org guard (session/context.ts). See docs/console.md.
 */
import type { App } from '../app-types.ts';
import { consoleErrorPage } from './errors.ts';
import { installOrgGuard } from './session/context.ts';
import { checkFormBytes } from './session/form.ts';
import { checkOrigin } from './session/origin.ts';
import home from './session/home.ts';
import signIn from './session/sign-in.ts';
import signOut from './session/sign-out.ts';
import orgStart from './session/org-start.ts';
import orderList from './orders/list.ts';
import orderExports from './orders/export.ts';
import orderShow from './orders/show.ts';
import noteAdd from './orders/note-add.ts';
import tagAdd from './orders/tag-add.ts';
import tagRemove from './orders/tag-remove.ts';
import orderDocument from './orders/document.ts';
import documentUpload from './orders/document-upload.ts';
import labelBuy from './orders/label-buy.ts';
import labelVoid from './orders/label-void.ts';
import webhookList from './webhooks/list.ts';
import webhookCreate from './webhooks/create.ts';
import webhookShow from './webhooks/show.ts';
import webhookResume from './webhooks/resume.ts';
import webhookRedeliver from './webhooks/redeliver.ts';
import webhookEdit from './webhooks/edit.ts';
import webhookPause from './webhooks/pause.ts';
import webhookDelete from './webhooks/delete.ts';
import members from './access/members.ts';
import invite from './access/invite.ts';
import invitationWithdraw from './access/invitation-withdraw.ts';
import memberRole from './access/member-role.ts';
import memberRemove from './access/member-remove.ts';
import accept from './access/accept.ts';
import tokens from './access/tokens.ts';
import tokenCreate from './access/token-create.ts';
import tokenRevoke from './access/token-revoke.ts';
import apps from './access/apps.ts';
import appCreate from './access/app-create.ts';
import shipStatus from './orders/ship-status.ts';
import shipTo from './orders/ship-to.ts';
import packStation from './pack/station.ts';
import packOrder from './pack/order.ts';
import packBox from './pack/box.ts';
import packDefault from './pack/default.ts';
import batchStart from './orders/batch-start.ts';
import batchShow from './orders/batch-show.ts';
import manifestList from './manifests/list.ts';
import manifestShow from './manifests/show.ts';
import settings from './access/settings.ts';
import money from './money/overview.ts';
import subaccount from './money/subaccount.ts';

/** The pages of one organization, under /console/orgs/:org_pk/. */
async function orgPages(app: App) {
  installOrgGuard(app);
  orgStart(app);
  orderList(app);
  orderExports(app);
  orderShow(app);
  noteAdd(app);
  tagAdd(app);
  tagRemove(app);
  orderDocument(app);
  await documentUpload(app);
  labelBuy(app);
  labelVoid(app);
  for (const route of [shipStatus, shipTo, packStation, packOrder, packBox, packDefault, batchStart, batchShow, manifestList, manifestShow]) route(app);
  for (const route of [webhookList, webhookCreate, webhookShow, webhookResume, webhookRedeliver, webhookEdit, webhookPause, webhookDelete]) route(app);
  for (const route of [members, invite, invitationWithdraw, memberRole, memberRemove, tokens, tokenCreate, tokenRevoke, apps, appCreate, settings]) route(app);
  money(app);
  subaccount(app);
}

export default async function consoleRoutes(app: App) {
  // Pages for people, not API operations: left out of the OpenAPI document (as the authorize pages are).
  app.addHook('onRoute', (route) => {
    route.schema = Object.assign(route.schema ?? {}, { hide: true });
  });
  app.setErrorHandler(consoleErrorPage);
  app.setNotFoundHandler((request, reply) => consoleErrorPage(Object.assign(new Error('not found'), { statusCode: 404 }) as never, request, reply));
  // A filter left empty in a GET form is as if it was not sent (an empty date is not a bad date).
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') for (const [k, v] of Object.entries(query)) if (v === '') delete query[k];
  });
  // Every form comes from the console's own pages (Origin), and answers bad bytes as the API does (a 400 page
  // naming the field), before any route reads it.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST') return;
    checkOrigin(request);
    checkFormBytes(request);
  });
  home(app);
  signIn(app);
  signOut(app);
  accept(app);
  await app.register(orgPages, { prefix: '/orgs/:org_pk' });
}
