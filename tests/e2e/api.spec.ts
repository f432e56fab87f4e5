import { expect, test } from './fixtures.ts';

test('the site and the reference API answer on one origin', async ({ page }) => {
  await page.goto('/deal');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-client-name': 'publicweb' },
      body: JSON.stringify({
        operationName: 'ServiceRegion',
        variables: { zipcode: '60601' },
        query:
          'query ServiceRegion($zipcode: String!) { serviceRegion(zipcode: $zipcode) { __typename ... on ServiceRegion { name numCleaners } } }',
      }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ data: { serviceRegion: { __typename: 'ServiceRegion', name: 'Chicago' } } });
});
