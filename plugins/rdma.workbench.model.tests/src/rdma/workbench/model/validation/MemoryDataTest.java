package rdma.workbench.model.validation;

import static rdma.workbench.model.ModelFixtures.mr;
import static rdma.workbench.model.ModelFixtures.program;
import static rdma.workbench.model.validation.DiagnosticAssert.assertClean;
import static rdma.workbench.model.validation.DiagnosticAssert.assertOnly;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;

/** HEX_DATA and DATA_BEYOND_MR: the bytes a scenario writes into memory regions or expects there. */
class MemoryDataTest {

    private final Scenario scenario = ModelFixtures.rcSend(ModelFixtures.twoHosts());
    private final Program client = program(scenario, "client");
    private final Program server = program(scenario, "server");

    private CheckMemory check(String data, DataFormat format, int offset) {
        CheckMemory c = ScenarioFactory.eINSTANCE.createCheckMemory();
        c.setName("check");
        c.setMr(mr(server));
        c.setExpectedData(data);
        c.setDataFormat(format);
        c.setOffset(offset);
        server.getSteps().add(c);
        return c;
    }

    @Test
    void hexDataIsHexDigitsWithOptionalSpaces() {
        RegMr mr = mr(client);
        mr.setDataFormat(DataFormat.HEX);
        mr.setInitialData("de ad\tbe\nEF");
        assertClean(scenario);
        mr.setInitialData("de ad gb ef");
        assertOnly(scenario, Rule.HEX_DATA, mr, "Memory region mr has HEX initial data with 'g' at position 7, which is not a hex digit: "
                + "write two hex digits (0-9, a-f) per byte; spaces may separate them");
        mr.setInitialData("0x00");
        assertOnly(scenario, Rule.HEX_DATA, mr, "Memory region mr has HEX initial data with 'x' at position 2, which is not a hex digit: "
                + "write two hex digits (0-9, a-f) per byte; spaces may separate them");
        mr.setInitialData("ab\u0000cd");
        assertOnly(scenario, Rule.HEX_DATA, mr, "Memory region mr has HEX initial data with U+0000 at position 3, which is not a hex digit: "
                + "write two hex digits (0-9, a-f) per byte; spaces may separate them");
    }

    @Test
    void hexDataHasTwoDigitsPerByte() {
        RegMr mr = mr(client);
        mr.setDataFormat(DataFormat.HEX);
        mr.setInitialData("abc");
        assertOnly(scenario, Rule.HEX_DATA, mr, "Memory region mr has HEX initial data of 3 hex digits, an odd number: each byte takes two");
    }

    @Test
    void expectedHexDataOfACheck() {
        CheckMemory c = check("00 1z", DataFormat.HEX, 0);
        assertOnly(scenario, Rule.HEX_DATA, c, "CheckMemory check has HEX expected data with 'z' at position 5, which is not a hex digit: "
                + "write two hex digits (0-9, a-f) per byte; spaces may separate them");
    }

    @Test
    void initialDataLongerThanTheRegion() {
        RegMr mr = mr(client);
        mr.setLength(4);
        mr.setInitialData("hello");
        // the SGE of send1 reads 5 bytes of the 4-byte region as well
        mr.setInitialData("hell");
        ModelFixtures.step(client, "send1", PostSend.class).getSges().get(0).setLength(4);
        assertClean(scenario);
        mr.setInitialData("héllo");
        assertOnly(scenario, Rule.DATA_BEYOND_MR, mr, "Memory region mr is 4 bytes long, but its initial data takes 6 bytes: the data must fit the buffer");
    }

    @Test
    void checkAtANegativeOffset() {
        CheckMemory c = check("hi", DataFormat.TEXT, -1);
        assertOnly(scenario, Rule.DATA_BEYOND_MR, c, "CheckMemory check reads memory region mr at offset -1: "
                + "an offset counts bytes from the start of the region, so it is 0 or more");
    }

    @Test
    void checkPastTheEndOfTheRegion() {
        CheckMemory c = check("0102", DataFormat.HEX, 4094);
        assertClean(scenario);
        c.setOffset(4095);
        assertOnly(scenario, Rule.DATA_BEYOND_MR, c, "CheckMemory check compares 2 bytes at offset 4095 of memory region mr, which is 4096 bytes long: "
                + "the check would read past its end");
        c.setOffset(Integer.MAX_VALUE);
        assertOnly(scenario, Rule.DATA_BEYOND_MR, c, "CheckMemory check compares 2 bytes at offset 2147483647 of memory region mr, which is 4096 bytes long: "
                + "the check would read past its end");
    }
}
