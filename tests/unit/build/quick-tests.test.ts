import { describe, expect, it } from 'vitest';
import { testsOf } from '../../../scripts/lib/quick-tests';

const texts = new Map([
  ['tests/codegen/emitters.test.ts', "import { emit } from '../../codegen/emit';"],
  ['tests/unit/routes.test.ts', "import { routes } from '@generated/routes';"],
  ['tests/component/campaigns/wheel.test.tsx', "render(<Wheel />); // spec/campaigns/wheel.yaml's routes"],
  ['tests/component/home/home.test.tsx', "import { Home } from '@/features/home/screens/Home'; t('common:skipLink')"],
  ['tests/unit/plans/order.test.ts', "import { order } from '@/features/plans/order-api'; // billing"],
]);

describe('npm run test:quick chooses', () => {
  it('for a spec file, the golden tests and the app tests that read what it feeds', () => {
    expect(testsOf('spec/routes.yaml', texts)).toEqual(['tests/codegen/emitters.test.ts', 'tests/unit/routes.test.ts']);
    expect(testsOf('spec/campaigns/wheel.yaml', texts)).toEqual([
      'tests/codegen/emitters.test.ts',
      'tests/component/campaigns/wheel.test.tsx',
    ]);
    expect(testsOf('spec/i18n/lt/common.yaml', texts)).toEqual(['tests/codegen/emitters.test.ts', 'tests/component/home/home.test.tsx']);
    expect(testsOf('spec/api/billing.yaml', texts)).toEqual(['tests/codegen/emitters.test.ts', 'tests/unit/plans/order.test.ts']);
  });

  it('for codegen, the golden tests; for a generated module, the tests that import it', () => {
    expect(testsOf('codegen/emit/routes.ts', texts)).toEqual(['tests/codegen/emitters.test.ts']);
    expect(testsOf('generated/routes.ts', texts)).toEqual(['tests/unit/routes.test.ts']);
  });

  it("for a feature's module, its feature's tests; a test, itself", () => {
    expect(testsOf('src/features/plans/order-api.ts', texts)).toEqual(['tests/unit/plans/order.test.ts']);
    expect(testsOf('src/features/home/QuickLinks.tsx', texts)).toEqual(['tests/component/home/home.test.tsx']);
    expect(testsOf('tests/unit/routes.test.ts', texts)).toEqual(['tests/unit/routes.test.ts']);
  });
});
