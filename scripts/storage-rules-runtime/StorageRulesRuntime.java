package starsession.emulator;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Cloud Storage rules runtime that firebase-tools' Storage emulator talks to, for machines that cannot download
 * Google's own runtime jar (it is fetched from storage.googleapis.com on first use; these machines reach only the npm
 * registry and Debian's archive).
 *
 * Compiling and evaluating rules is Google's: the Firebase rules compiler, the `firebase.storage` service binding
 * (its request-to-context converters) and the evaluator, all taken from the Cloud Firestore emulator jar that the
 * Google Cloud CLI ships. This class only speaks firebase-tools' line protocol (one JSON object per line on stdin and
 * stdout: `load_ruleset`, `verify`), whose variables already arrive as the rules runtime's `ExpressionValue` JSON.
 *
 * Not carried over: `firestore.get()` / `firestore.exists()` inside storage rules (they need a round trip to the
 * Firestore emulator through firebase-tools). They evaluate to an error, so a rule using them denies; our rules read
 * roles from the token's custom claims instead.
 */
public final class StorageRulesRuntime {
  private static final Pattern RULES_VERSION_2 = Pattern.compile("rules_version\\s*=\\s*['\"]2['\"]");
  private static final PrintStream OUT = new PrintStream(System.out, true, StandardCharsets.UTF_8);
  private static final Gson GSON = new Gson();

  private final Map<String, RulesetAst> rulesets = new HashMap<>();
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build());

  public static void main(String[] args) throws Exception {
    StorageRulesRuntime runtime = new StorageRulesRuntime();
    // firebase-tools waits for a first answer with id -1 before it sends anything.
    runtime.reply(-1, "ok", null, new JsonArray(), new JsonArray());
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) runtime.handle(line);
    }
  }

  private void handle(String line) {
    JsonObject request = JsonParser.parseString(line).getAsJsonObject();
    long id = request.get("id").getAsLong();
    String action = request.has("action") ? request.get("action").getAsString() : "";
    JsonObject context = request.getAsJsonObject("context");
    try {
      switch (action) {
        case "load_ruleset" -> loadRuleset(id, context);
        case "verify" -> verify(id, context);
        default -> failure(id, "Unknown rules runtime action: " + action);
      }
    } catch (Exception e) {
      failure(id, e.toString());
    }
  }

  private void loadRuleset(long id, JsonObject context) throws Exception {
    Source.Builder source = Source.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(GSON.toJson(context.get("source")), source);
    CompileResult compiled = compiler.compile(source);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      String text = describe(issue);
      if (issue.getSeverity() == Issue.Severity.ERROR) errors.add(text);
      else warnings.add(text);
    }
    if (compiled.hasCompilationError()) {
      reply(id, "ok", null, errors, warnings);
      return;
    }
    rulesets.put(context.get("rulesetName").getAsString(), compiled.getRulesetAst());
    boolean version2 =
        source.getFilesList().stream().anyMatch(f -> RULES_VERSION_2.matcher(f.getContent()).find());
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", version2 ? 2 : 1);
    reply(id, "ok", result, errors, warnings);
  }

  private void verify(long id, JsonObject context) throws Exception {
    RulesetAst ruleset = rulesets.get(context.get("rulesetName").getAsString());
    if (ruleset == null) {
      failure(id, "No ruleset named " + context.get("rulesetName"));
      return;
    }
    JsonObject variables = context.getAsJsonObject("variables");
    ExpressionPathValue path = objectPath(context.get("path").getAsString());
    ExpressionMapValue request = expressionValue(variables.get("request")).getMapValue();
    ExpressionValue resource =
        variables.has("resource") ? expressionValue(variables.get("resource")) : nullValue();
    StorageRequest storageRequest = new StorageRequest(path, request, resource);
    String method = context.get("method").getAsString();
    RuleContext ruleContext =
        switch (method) {
          case "get" -> FirebaseStorageGetContextConverter.convert(storageRequest);
          case "list" -> FirebaseStorageListContextConverter.convert(storageRequest);
          case "create" -> FirebaseStorageCreateContextConverter.convert(storageRequest);
          case "update" -> FirebaseStorageUpdateContextConverter.convert(storageRequest);
          case "delete" -> FirebaseStorageDeleteContextConverter.convert(storageRequest);
          default -> throw new IllegalArgumentException("Unknown storage method: " + method);
        };
    boolean permit;
    JsonArray errors = new JsonArray();
    try {
      permit = new DefaultEvaluator(ruleset).evaluate(ruleContext).get().permit();
    } catch (Exception e) {
      // An evaluation error denies, as in production; the message helps whoever reads the emulator's log.
      permit = false;
      errors.add(String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
    }
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    // firebase-tools treats errors as "no answer", so a denial caused by an error is reported as a warning.
    reply(id, "ok", result, new JsonArray(), errors);
  }

  /** `/b/<bucket>/o/<object name>` as the path value the rules match against, one segment per name part. */
  private static ExpressionPathValue objectPath(String path) {
    ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) value.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return value.build();
  }

  private static ExpressionValue expressionValue(JsonElement json) throws Exception {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(GSON.toJson(withNullValues(json)), value);
    return value.build();
  }

  /**
   * firebase-tools writes a rules null as `{"null_value": null}`, which protobuf's JSON parser reads as "no value set";
   * the enum's name makes it the null the rules language compares with.
   */
  private static JsonElement withNullValues(JsonElement json) {
    if (json.isJsonArray()) {
      JsonArray copy = new JsonArray();
      json.getAsJsonArray().forEach(item -> copy.add(withNullValues(item)));
      return copy;
    }
    if (!json.isJsonObject()) return json;
    JsonObject copy = new JsonObject();
    for (Map.Entry<String, JsonElement> field : json.getAsJsonObject().entrySet()) {
      boolean nullKind = field.getKey().equals("null_value") || field.getKey().equals("nullValue");
      copy.add(
          field.getKey(),
          nullKind && field.getValue().isJsonNull() ? new JsonPrimitive("NULL_VALUE") : withNullValues(field.getValue()));
    }
    return copy;
  }

  private static ExpressionValue nullValue() {
    return ExpressionValue.newBuilder().setNullValue(com.google.protobuf.NullValue.NULL_VALUE).build();
  }

  private static String describe(Issue issue) {
    SourcePosition at = issue.getSourcePosition();
    return String.format(
        "%s:%d:%d: %s", at.getFileName(), at.getLine(), at.getColumn(), issue.getDescription());
  }

  private void failure(long id, String message) {
    JsonArray errors = new JsonArray();
    errors.add(message);
    reply(id, "error", null, errors, new JsonArray());
  }

  private void reply(long id, String status, JsonObject result, JsonArray errors, JsonArray warnings) {
    JsonObject answer = new JsonObject();
    answer.addProperty("id", id);
    answer.addProperty("status", status);
    if (result != null) answer.add("result", result);
    answer.add("errors", errors);
    answer.add("warnings", warnings);
    if ("error".equals(status)) answer.addProperty("message", errors.size() > 0 ? errors.get(0).getAsString() : "");
    // One line per answer: firebase-tools parses each chunk it reads from stdout as one JSON object.
    synchronized (OUT) {
      OUT.println(GSON.toJson(answer));
    }
  }

  /** One storage request, as the `firebase.storage` service binding asks for it. */
  private record StorageRequest(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resourceValue)
      implements FirebaseStorageGetContext,
          FirebaseStorageListContext,
          FirebaseStorageCreateContext,
          FirebaseStorageUpdateContext,
          FirebaseStorageDeleteContext {
    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resourceValue);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      System.err.println("debug() " + value);
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue path, SourcePosition position) {
      return Futures.immediateFailedFuture(
          new UnsupportedOperationException("firestore.get() is not available in this storage rules runtime"));
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue path, SourcePosition position) {
      return Futures.immediateFailedFuture(
          new UnsupportedOperationException("firestore.exists() is not available in this storage rules runtime"));
    }
  }
}
