import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminAuditLog } from './admin/audit-log';
import { backOfficeRoutes } from './admin/back-office-routes';
import { logoutRoute } from './admin/logout-route';
import { adminRoutes } from './admin/routes';
import { AnalysisJobs, analysisQueue } from './analyses/jobs';
import { analysisRoutes } from './analyses/routes';
import { findingsOf } from './analyses/service';
import { authRoutes } from './auth/routes';
import { codeRoutes } from './codes/routes';
import { dashboardRoutes } from './dashboard/routes';
import { contactAdminRoutes } from './contact/admin-routes';
import { contactRoutes } from './contact/routes';
import { deadlineRoutes } from './deadlines/routes';
import { demoRoutes } from './demo/routes';
import { seedDemo } from './demo/service';
import { adoptGuestDocuments } from './documents/adopt-guest-documents';
import { documentRoutes } from './documents/routes';
import { DocumentPipeline, pipelineQueue } from './documents/pipeline';
import { enterpriseAdminRoutes } from './enterprise/admin-routes';
import { enterpriseRoutes } from './enterprise/routes';
import { importRoutes } from './importers/routes';
import type { AppContext } from './context';
import { guestRoutes } from './guests/routes';
import { healthRoutes } from './health/routes';
import { registerAdminGate } from './http/admin-gate';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler';
import { registerInputGuards } from './http/input-guards';
import { memoizedSerializerCompiler } from './http/memoized-serializer';
import { registerRequestLogging } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { recordRoutes } from './http/route-table';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { JobQueue } from './jobs/queue';
import { letterAdminRoutes } from './letters/admin-routes';
import { letterRoutes } from './letters/routes';
import { myLetters } from './letters/service';
import { privacyRoutes } from './privacy/routes';
import { librarySource } from './payers/library-source';
import { payerAdminRoutes } from './payers/admin-routes';
import { regulationAdminRoutes } from './regulations/admin-routes';
import { regulationRoutes } from './regulations/routes';
import { resourceAdminRoutes } from './resources/admin-routes';
import { loadDirectory } from './resources/directory';
import { ResourceDirectory } from './resources/directory-store';
import { resourceRoutes } from './resources/routes';
import { statsRoutes } from './stats/routes';
import { chatRoutes } from './chat/routes';
import { pageStatsAdminRoutes } from './analytics/admin-routes';
import { pageViewRoutes } from './analytics/routes';
import { hipaaAdminRoutes } from './hipaa/admin-routes';
import { patientDataRights } from './registered-data';

export interface AppOptions {
  ctx: AppContext;
  logger: FastifyBaseLogger;
  version?: string;
  trustProxy?: boolean;
  /** Folder of the built web app; without it only the API is served. */
  webDist?: string | undefined;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { ctx } = options;
  const version = options.version ?? '0.1.0';
  const app = Fastify({
    loggerInstance: options.logger,
    // Fastify's own request lines include the full URL; ours (http/logging.ts) leave the query out.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Router refusals (malformed percent-encoding, over-long parameters) in the one error body.
    frameworkErrors: frameworkErrorHandler,
  });

  // The API takes JSON (and multipart for uploads); anything else is a 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizedSerializerCompiler);
  registerErrorHandling(app);
  registerInputGuards(app);
  registerRequestLogging(app);
  registerAdminGate(app, ctx);
  registerAdminAuditLog(app, ctx);
  registerSecurityHeaders(app);
  await registerOpenApi(app, version);

  await app.register(healthRoutes(ctx, version));
  await app.register(authRoutes(ctx, [adoptGuestDocuments]));
  await app.register(guestRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(backOfficeRoutes(ctx));
  await app.register(logoutRoute(ctx));
  await app.register(codeRoutes(ctx));
  await app.register(importRoutes(ctx));
  await app.register(enterpriseRoutes(ctx));
  await app.register(enterpriseAdminRoutes(ctx));

  // The job queue lives on the app's database; this process also works the pipeline and the
  // analyses unless JOB_WORKER=off (then `npm run worker` processes do).
  const queue = new JobQueue(ctx, options.logger);
  await queue.start([pipelineQueue(ctx.config), analysisQueue(ctx.config)]);
  const analysisJobs = new AnalysisJobs(ctx, queue, options.logger);
  const pipeline = new DocumentPipeline(ctx, queue, options.logger, (id) => analysisJobs.enqueue(id));
  if (ctx.config.jobs.worker) {
    await pipeline.startWorkers();
    await analysisJobs.startWorkers();
  }
  app.addHook('onClose', async () => {
    await queue.stop();
    await pipeline.close();
  });
  await app.register(documentRoutes(ctx, pipeline, findingsOf));
  await app.register(analysisRoutes(ctx, analysisJobs));
  await app.register(letterRoutes(ctx));
  await app.register(letterAdminRoutes(ctx));
  await app.register(privacyRoutes({ ...ctx, rights: patientDataRights() }));
  await app.register(deadlineRoutes(ctx, myLetters));
  await app.register(dashboardRoutes(ctx, myLetters));
  await app.register(demoRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(contactAdminRoutes(ctx));
  await app.register(statsRoutes(ctx));
  await app.register(pageViewRoutes(ctx));
  await app.register(pageStatsAdminRoutes(ctx));
  await app.register(hipaaAdminRoutes(ctx));
  const resources = new ResourceDirectory(
    ctx.resourceSources ?? (() => loadDirectory(ctx.config.codesetsDir, options.logger)),
  );
  await app.register(resourceRoutes(ctx, resources));
  await app.register(resourceAdminRoutes(ctx, resources));
  await app.register(chatRoutes(ctx, resources));
  await app.register(payerAdminRoutes(ctx, ctx.payerSources ?? (() => librarySource())));
  await app.register(regulationRoutes(ctx));
  await app.register(regulationAdminRoutes(ctx));

  await registerSpa(app, options.webDist);
  await app.ready();
  // Demo mode: the demo account's sample bills, analysed through the app's own routes (idempotent).
  if (ctx.config.demoMode) await seedDemo(app, ctx);
  return app;
}
