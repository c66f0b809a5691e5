import { createOpenApiHttp } from 'openapi-msw';
import type { ApiPaths } from './api-types';

/** The API base every handler answers under, at any origin (the portal, a test server, Vite). */
export const API_BASE = '*/api';

/**
 * msw's `http`, typed by the generated `paths`: a handler's path must exist in spec/api, and its
 * `response(status).json(body)` must match that status's schema, so the compiler checks the contract.
 */
export const api = createOpenApiHttp<ApiPaths>({ baseUrl: API_BASE });
