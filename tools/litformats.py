"""lit test formats of the project's suites (imported by lit only; module
level so that lit's worker processes can unpickle them).  See
tools/litcfg.py."""
import lit.formats
import lit.Test
import lit.TestRunner

import litcfg


class RecordFormat(lit.formats.ShTest):
    """A conformance/mlir-bugs record: its RUN lines come from its headers
    and NAME.expected (litcfg.record_commands), ahead of any of its own."""

    def execute(self, test, litConfig):
        try:
            cmds = litcfg.record_commands(test.getSourcePath())
        except ValueError as e:
            return lit.Test.Result(lit.Test.UNRESOLVED, f"not a record: {e}")
        return lit.TestRunner.executeShTest(test, litConfig, self.execute_external, [], cmds)


class ReproducerFormat(lit.formats.ShTest):
    """The campaign's bucket reproducers: only files named reproducer.mlir
    are tests (a finding folder also holds original.mlir, output.mlir,
    reduced.mlir)."""

    def getTestsForPath(self, testSuite, path_in_suite, litConfig, localConfig):
        if path_in_suite[-1] == "reproducer.mlir":
            yield lit.Test.Test(testSuite, path_in_suite, localConfig)
