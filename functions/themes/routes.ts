import { defineRoute } from '../../shared/edge/http/route';
import {
  createTemplateBody,
  createThemeBody,
  deletedResponse,
  listThemesQuery,
  previewResponse,
  saveVersionBody,
  templateDetailResponse,
  templateListResponse,
  templateParams,
  templateResponse,
  themeListResponse,
  themeParams,
  themeResponse,
  updateTemplateBody,
  updateThemeBody,
  versionParams,
  versionResponse,
} from './schemas';

const view = { kind: 'bearer', permission: 'storefront.view' } as const;
const update = { kind: 'bearer', permission: 'storefront.update' } as const;
const base = '/api/v202604/company/themes';

export const createThemeRoute = defineRoute({
  id: 'createTheme',
  method: 'POST',
  path: base,
  handler: 'themes/create-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Create a theme',
  description: 'A new theme is inactive and empty; add templates, publish them, then activate it.',
  request: { body: createThemeBody },
  response: { status: 201, body: themeResponse },
});

export const listThemesRoute = defineRoute({
  id: 'listThemes',
  method: 'GET',
  path: base,
  handler: 'themes/list-themes',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List themes',
  request: { query: listThemesQuery },
  response: { status: 200, body: themeListResponse },
  pagination: 'cursor',
});

export const getThemeRoute = defineRoute({
  id: 'getTheme',
  method: 'GET',
  path: `${base}/{theme_id}`,
  handler: 'themes/get-theme',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a theme',
  request: { params: themeParams },
  response: { status: 200, body: themeResponse },
});

export const updateThemeRoute = defineRoute({
  id: 'updateTheme',
  method: 'PUT',
  path: `${base}/{theme_id}`,
  handler: 'themes/update-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Rename a theme',
  request: { params: themeParams, body: updateThemeBody },
  response: { status: 200, body: themeResponse },
});

export const deleteThemeRoute = defineRoute({
  id: 'deleteTheme',
  method: 'DELETE',
  path: `${base}/{theme_id}`,
  handler: 'themes/delete-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Delete a theme',
  description: 'The active theme cannot be deleted (409).',
  request: { params: themeParams },
  response: { status: 200, body: deletedResponse },
});

export const activateThemeRoute = defineRoute({
  id: 'activateTheme',
  method: 'POST',
  path: `${base}/{theme_id}/activate`,
  handler: 'themes/activate-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Make a theme the one visitors see',
  description:
    'Activation is never refused for a missing template: `meta.warnings` names each page kind the shop uses (home, rep sites, and each kind with live resources; live products add cart, checkout and order) that the theme has no published default template for. Visitors opening such a page see the theme\'s 404 page until one is published.',
  request: { params: themeParams },
  response: { status: 200, body: themeResponse },
});

export const previewThemeRoute = defineRoute({
  id: 'previewTheme',
  method: 'POST',
  path: `${base}/{theme_id}/preview`,
  handler: 'themes/preview-theme',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Get a link that shows the storefront in this theme',
  description: 'The storefront renders the theme named by `preview_theme` in the query when `preview_token` is valid (signed, one hour, this company only).',
  request: { params: themeParams },
  response: { status: 201, body: previewResponse },
});

export const createTemplateRoute = defineRoute({
  id: 'createThemeTemplate',
  method: 'POST',
  path: `${base}/{theme_id}/templates`,
  handler: 'themes/create-template',
  surface: 'storefront',
  auth: update,
  summary: 'Add a template file to a theme',
  description:
    'Saves version 1 as a draft. Liquid that does not parse is refused with 422 naming the line and column. ' +
    'Error pages are `error_page` templates named `404` or `503`; other names are refused.',
  request: { params: themeParams, body: createTemplateBody },
  response: { status: 201, body: templateResponse },
});

export const listTemplatesRoute = defineRoute({
  id: 'listThemeTemplates',
  method: 'GET',
  path: `${base}/{theme_id}/templates`,
  handler: 'themes/list-templates',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: "List a theme's template files",
  request: { params: themeParams },
  response: { status: 200, body: templateListResponse },
});

export const getTemplateRoute = defineRoute({
  id: 'getThemeTemplate',
  method: 'GET',
  path: `${base}/{theme_id}/templates/{template_id}`,
  handler: 'themes/get-template',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a template with its versions',
  request: { params: templateParams },
  response: { status: 200, body: templateDetailResponse },
});

export const updateTemplateRoute = defineRoute({
  id: 'updateThemeTemplate',
  method: 'PUT',
  path: `${base}/{theme_id}/templates/{template_id}`,
  handler: 'themes/update-template',
  surface: 'storefront',
  auth: update,
  summary: 'Make a template the default of its type and name',
  request: { params: templateParams, body: updateTemplateBody },
  response: { status: 200, body: templateResponse },
});

export const deleteTemplateRoute = defineRoute({
  id: 'deleteThemeTemplate',
  method: 'DELETE',
  path: `${base}/{theme_id}/templates/{template_id}`,
  handler: 'themes/delete-template',
  surface: 'storefront',
  auth: update,
  summary: 'Delete a template that is not a default',
  request: { params: templateParams },
  response: { status: 200, body: deletedResponse },
});

export const saveVersionRoute = defineRoute({
  id: 'saveThemeTemplateVersion',
  method: 'POST',
  path: `${base}/{theme_id}/templates/{template_id}/versions`,
  handler: 'themes/save-version',
  surface: 'storefront',
  auth: update,
  summary: 'Save a draft version of a template',
  description: 'Visitors keep seeing the published version until this one is published.',
  request: { params: templateParams, body: saveVersionBody },
  response: { status: 201, body: versionResponse },
});

export const publishVersionRoute = defineRoute({
  id: 'publishThemeTemplateVersion',
  method: 'POST',
  path: `${base}/{theme_id}/templates/{template_id}/versions/{version}/publish`,
  handler: 'themes/publish-version',
  surface: 'storefront',
  auth: update,
  summary: 'Publish a saved version',
  description: 'When the template is the default of its type and name, the storefront renders this version from the next request.',
  request: { params: versionParams },
  response: { status: 200, body: templateResponse },
});

export const themeRoutes = [
  createThemeRoute,
  listThemesRoute,
  getThemeRoute,
  updateThemeRoute,
  deleteThemeRoute,
  activateThemeRoute,
  previewThemeRoute,
  createTemplateRoute,
  listTemplatesRoute,
  getTemplateRoute,
  updateTemplateRoute,
  deleteTemplateRoute,
  saveVersionRoute,
  publishVersionRoute,
];
