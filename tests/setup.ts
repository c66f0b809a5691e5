// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); matchers are shared.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Lazy screens load their chunk and texts before rendering; on a busy two-core CI machine that can
// take more than the default second.
configure({ asyncUtilTimeout: 5000 });
