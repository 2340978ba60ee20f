// The environment of a test that starts one api process on a fresh data folder: the run's own,
// less REDIS_URL. With REDIS_URL a node is one of several, which must all be given JWT_SECRET;
// alone it generates its secret into its data folder, which is what these tests start from.
export function singleNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { REDIS_URL: _severalNodes, ...alone } = env;
  return alone;
}
