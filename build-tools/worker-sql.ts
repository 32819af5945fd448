// Every SQL statement the worker prepares, read from its source: the argument of each
// `.prepare(…)` call, with the constants it is built from put in (a `const` string or template
// of the same file, both branches of a `?:`). A piece only known at run time (a WHERE built from
// a filter list, an IN list of placeholders) is tried as `1`, `(?)` and `?` in turn, so most of
// those statements still prepare; the ones that do not are reported, not guessed.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export interface WorkerStatement {
  /** worker/…/file.ts:line of the prepare call. */
  where: string;
  /** Every variant of the text (a `?:` in it gives two); an unknown piece is UNKNOWN. */
  variants: string[];
}

const UNKNOWN = "\u0000";
const MAX_VARIANTS = 16;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `const name = <string or template>` of a file, wherever it is declared. */
function constants(file: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !found.has(node.name.text)) {
      const flags = ts.getCombinedNodeFlags(node);
      if (flags & ts.NodeFlags.Const) found.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const cross = (left: string[], right: string[]) => left.flatMap((a) => right.map((b) => a + b)).slice(0, MAX_VARIANTS);

function evaluate(node: ts.Expression, consts: Map<string, ts.Expression>, depth = 0): string[] {
  if (depth > 8) return [UNKNOWN];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isNumericLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return evaluate(node.expression, consts, depth);
  if (ts.isTemplateExpression(node)) {
    let variants = [node.head.text];
    for (const span of node.templateSpans) {
      variants = cross(cross(variants, evaluate(span.expression, consts, depth + 1)), [span.literal.text]);
    }
    return variants;
  }
  if (ts.isConditionalExpression(node)) {
    return [...evaluate(node.whenTrue, consts, depth + 1), ...evaluate(node.whenFalse, consts, depth + 1)].slice(0, MAX_VARIANTS);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return cross(evaluate(node.left, consts, depth + 1), evaluate(node.right, consts, depth + 1));
  }
  // `parts.join(" AND ")` of a const array: its first items, the ones always there.
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === "join" &&
    ts.isIdentifier(node.expression.expression) &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    const array = consts.get(node.expression.expression.text);
    if (array && ts.isArrayLiteralExpression(array) && array.elements.every((e) => ts.isStringLiteral(e))) {
      return [array.elements.map((e) => (e as ts.StringLiteral).text).join(node.arguments[0].text)];
    }
  }
  // `where.sql` of a const object (or of either object a `?:` chooses).
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const value = consts.get(node.expression.text);
    const objects = value && ts.isConditionalExpression(value) ? [value.whenTrue, value.whenFalse] : value ? [value] : [];
    const found = objects.flatMap((object) => {
      const inner = ts.isParenthesizedExpression(object) ? object.expression : object;
      if (!ts.isObjectLiteralExpression(inner)) return [];
      const property = inner.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === node.name.text);
      return property && ts.isPropertyAssignment(property) ? evaluate(property.initializer, consts, depth + 1) : [];
    });
    if (found.length) return found.slice(0, MAX_VARIANTS);
  }
  if (ts.isIdentifier(node)) {
    const value = consts.get(node.text);
    if (
      value &&
      (ts.isStringLiteral(value) ||
        ts.isNoSubstitutionTemplateLiteral(value) ||
        ts.isTemplateExpression(value) ||
        ts.isBinaryExpression(value) ||
        ts.isConditionalExpression(value))
    ) {
      return evaluate(value, consts, depth + 1);
    }
  }
  return [UNKNOWN];
}

/** The statements of every worker source file (tests and test helpers left out). */
export function workerStatements(root: string): WorkerStatement[] {
  const statements: WorkerStatement[] = [];
  const files = sourceFiles(join(root, "worker")).map((path) => ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true));
  // A constant imported from another file (CARD_COLUMNS, SKU_SELECT…): found by its name when
  // only one file declares it.
  const declared = new Map<string, ts.Expression | null>();
  for (const file of files) {
    for (const [name, value] of constants(file)) declared.set(name, declared.has(name) ? null : value);
  }
  for (const file of files) {
    const path = file.fileName;
    const consts = new Map([...[...declared].filter((entry): entry is [string, ts.Expression] => entry[1] !== null), ...constants(file)]);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === "prepare" &&
        node.arguments.length === 1
      ) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        statements.push({ where: `${relative(root, path)}:${line}`, variants: evaluate(node.arguments[0], consts) });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return statements;
}

/** The texts to try for a variant: unknown pieces as `1`, `(?)` or `?`; none when it is all unknown. */
export function candidateTexts(variant: string): string[] {
  if (variant.replaceAll(UNKNOWN, "").trim() === "") return [];
  if (!variant.includes(UNKNOWN)) return [variant];
  return ["1", "(?)", "?"].map((piece) => variant.replaceAll(UNKNOWN, piece));
}
