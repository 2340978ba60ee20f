// GraphQL's phases as spans (graphql.parse, graphql.validate, graphql.execute <operation>), over
// HTTP and graphql-ws alike. Execution runs in its span's context: the statements it sends are its
// children. Resolvers get no span each: a page resolves hundreds of fields, and the statements
// already show where the time goes.
import { context, trace, SpanStatusCode } from "@opentelemetry/api";
import { getOperationAST } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import { tracer } from "./tracing.ts";

export function useOperationTracing(): Plugin {
  return {
    onParse() {
      const span = tracer.startSpan("graphql.parse");
      return ({ result }) => {
        if (result instanceof Error) span.setStatus({ code: SpanStatusCode.ERROR, message: result.message });
        span.end();
      };
    },
    onValidate() {
      const span = tracer.startSpan("graphql.validate");
      return ({ valid }) => {
        if (!valid) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
    },
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const name = operation?.name?.value;
      const span = tracer.startSpan(`graphql.execute${name ? ` ${name}` : ""}`, {
        attributes: {
          "graphql.operation.type": operation?.operation ?? "unknown",
          ...(name && { "graphql.operation.name": name }),
        },
      });
      const inSpan = trace.setSpan(context.active(), span);
      setExecuteFn((executeArgs) => context.with(inSpan, () => executeFn(executeArgs)));
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && result.errors?.length) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
  };
}
