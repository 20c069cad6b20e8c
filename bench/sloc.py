import ast, io, sys, tokenize
def sloc(src):
    # lines that carry code: not blank, not comment-only, not docstring
    lines=set()
    toks=tokenize.generate_tokens(io.StringIO(src).readline)
    doc=set()
    tree=ast.parse(src)
    for node in ast.walk(tree):
        if isinstance(node,(ast.Module,ast.FunctionDef,ast.ClassDef,ast.AsyncFunctionDef)) and node.body and isinstance(node.body[0],ast.Expr) and isinstance(getattr(node.body[0],'value',None),ast.Constant) and isinstance(node.body[0].value.value,str):
            d=node.body[0]; doc.update(range(d.lineno,d.end_lineno+1))
    for t in toks:
        if t.type in (tokenize.COMMENT,tokenize.NL,tokenize.NEWLINE,tokenize.INDENT,tokenize.DEDENT,tokenize.ENDMARKER): continue
        for l in range(t.start[0],t.end[0]+1):
            if l not in doc: lines.add(l)
    return len(lines)
tot=0
for f in sys.argv[1:]:
    s=open(f).read(); n=sloc(s); tot+=n; print(f, len(s.splitlines()), n)
print('total sloc',tot)
